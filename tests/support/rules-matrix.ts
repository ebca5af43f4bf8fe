// Shared pieces of the rules matrix: the four callers every collection is tested against.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { ADMIN, OTHER, OWNER } from './rules-env';

export type Who = 'signedOut' | 'owner' | 'other' | 'admin';
export const EVERYONE: Who[] = ['signedOut', 'owner', 'other', 'admin'];

// One client per role and environment: a new context is a new Firebase app and Firestore client
// (about 50 ms), and a matrix asks for the same few roles hundreds of times.
const clients = new WeakMap<RulesTestEnvironment, Map<Who, Firestore>>();

export function dbAs(env: RulesTestEnvironment, who: Who): Firestore {
  let byRole = clients.get(env);
  if (!byRole) clients.set(env, (byRole = new Map()));
  let db = byRole.get(who);
  if (!db) byRole.set(who, (db = newClient(env, who)));
  return db;
}

function newClient(env: RulesTestEnvironment, who: Who): Firestore {
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
    // One batched write per 500 documents rather than one round trip each.
    const entries = Object.entries(docs);
    for (let i = 0; i < entries.length; i += 500) {
      const batch = db.batch();
      for (const [path, data] of entries.slice(i, i + 500)) batch.set(db.doc(path), data);
      await batch.commit();
    }
  });
}
