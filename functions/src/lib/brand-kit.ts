import { brandKitAccountOf, brandKitSchema, type BrandKit, type BrandKitContent } from '@tasklane/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db as defaultDb } from './admin.js';
import { resolveAccount } from './teams.js';
import { refs } from './collections.js';

/**
 * Who may read and write an account's brand kit: the person for their personal account, every
 * member of an active team for the team's (the teams module decides membership).
 * firestore.rules keeps its twin, `mayUseBrandKit(accountId)`.
 */
export async function mayUseBrandKit(uid: string, accountId: string): Promise<boolean> {
  try {
    await resolveAccount(uid, accountId);
    return true;
  } catch {
    return false;
  }
}

export async function assertMayUseBrandKit(uid: string, accountId: string): Promise<void> {
  if (!(await mayUseBrandKit(uid, accountId)))
    throw new HttpsError('permission-denied', 'Not your account’s brand kit');
}

/** The paying account a task belongs to (the domain's rule, shared with the review screen). */
export const taskAccountId = brandKitAccountOf;

export const brandKitRef = (accountId: string, db: Firestore = defaultDb) => refs(db).brandKit(accountId);

/**
 * The account's kit as the drafter uses it, or null when it keeps none. A document that no longer
 * parses (an older shape) is treated as no kit rather than failing the draft.
 */
export async function readBrandKit(accountId: string, db: Firestore = defaultDb): Promise<BrandKitContent | null> {
  const snap = await brandKitRef(accountId, db).get();
  if (!snap.exists) return null;
  const parsed = brandKitSchema.safeParse(snap.data());
  if (!parsed.success) return null;
  const { description, audience, voice, wordsToUse, wordsToAvoid, signOff, glossary, colours }: BrandKit = parsed.data;
  return { description, audience, voice, wordsToUse, wordsToAvoid, signOff, glossary, colours };
}
