// Seeding a translation memory directly with the admin SDK, through the functions' own store
// module (pairs, their shard entries and the count stay in step, as every server write keeps them).
import type { MemoryPairDoc } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { memoryRefs, pairDocOf, writePairs } from '../../functions/src/lib/translation-memory/store';
import { adminDb } from './functions-client';

export async function seedMemory(accountId: string, pairs: { en: string; fr: string }[]): Promise<string[]> {
  const m = memoryRefs(adminDb);
  const now = Timestamp.now();
  const docs = pairs.map((p) => ({
    id: m.pairs(accountId).doc().id,
    doc: pairDocOf(accountId, { ...p, source: 'import' }, now),
  }));
  await adminDb.runTransaction(async (tx) => {
    const count = (await tx.get(m.summary(accountId))).data()?.count ?? 0;
    writePairs(tx, accountId, docs, adminDb);
    tx.set(m.summary(accountId), { accountId, count: count + docs.length, updatedAt: now }, { merge: true });
  });
  return docs.map((d) => d.id);
}

export async function pairsOf(accountId: string): Promise<(MemoryPairDoc & { id: string })[]> {
  const snap = await adminDb.collection(`translationMemories/${accountId}/pairs`).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as MemoryPairDoc) }));
}

export async function memoryCount(accountId: string): Promise<number> {
  return ((await adminDb.doc(`translationMemories/${accountId}`).get()).get('count') as number | undefined) ?? 0;
}
