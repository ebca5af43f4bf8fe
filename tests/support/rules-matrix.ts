// Shared pieces of the rules matrix: the four callers every collection is tested against.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { ADMIN, OTHER, OWNER } from './rules-env';

export type Who = 'signedOut' | 'owner' | 'other' | 'admin';
export const EVERYONE: Who[] = ['signedOut', 'owner', 'other', 'admin'];

export function dbAs(env: RulesTestEnvironment, who: Who): Firestore {
  switch (who) {
    case 'signedOut':
      return env.unauthenticatedContext().firestore() as unknown as Firestore;
    case 'owner':
      return env.authenticatedContext(OWNER.uid).firestore() as unknown as Firestore;
    case 'other':
      return env.authenticatedContext(OTHER.uid).firestore() as unknown as Firestore;
    case 'admin':
      return env.authenticatedContext(ADMIN.uid, ADMIN.token).firestore() as unknown as Firestore;
  }
}

/** Writes test data with rules off, as a Cloud Function would. */
export async function seedDocs(env: RulesTestEnvironment, docs: Record<string, Record<string, unknown>>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const [path, data] of Object.entries(docs)) await db.doc(path).set(data);
  });
}
