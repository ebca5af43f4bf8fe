// Seeding a translation memory directly with the admin SDK, as the server stores it: each pair, its
// entry in the shard its id hashes to (domain shardOf) and the count, in one transaction.
import { searchWordsOf, shardOf, type MemoryPairDoc } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './functions-client';

export async function seedMemory(accountId: string, pairs: { en: string; fr: string }[]): Promise<string[]> {
  const root = adminDb.doc(`translationMemories/${accountId}`);
  const now = Timestamp.now();
  const docs = pairs.map((p) => ({
    ref: root.collection('pairs').doc(),
    doc: {
      accountId,
      en: p.en,
      fr: p.fr,
      words: searchWordsOf(p.en, p.fr),
      source: 'import',
      taskId: null,
      importId: null,
      approved: true,
      createdBy: null,
      createdAt: now,
      updatedAt: now,
      lastUsedAt: null,
      usedOrCreatedMs: now.toMillis(),
    } satisfies MemoryPairDoc,
  }));
  await adminDb.runTransaction(async (tx) => {
    const count = ((await tx.get(root)).get('count') as number | undefined) ?? 0;
    for (const { ref, doc } of docs) {
      tx.set(ref, doc);
      tx.set(
        root.collection('shards').doc(String(shardOf(ref.id))),
        { pairs: { [ref.id]: [doc.en, doc.fr, 1] } },
        { merge: true },
      );
    }
    tx.set(root, { accountId, count: count + docs.length, updatedAt: now }, { merge: true });
  });
  return docs.map((d) => d.ref.id);
}

export async function pairsOf(accountId: string): Promise<(MemoryPairDoc & { id: string })[]> {
  const snap = await adminDb.collection(`translationMemories/${accountId}/pairs`).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as MemoryPairDoc) }));
}

export async function memoryCount(accountId: string): Promise<number> {
  return ((await adminDb.doc(`translationMemories/${accountId}`).get()).get('count') as number | undefined) ?? 0;
}

/**
 * A large memory as the matcher and the export read it: only its shards and its summary (pair
 * documents are the customer's list, which an export never reads), written in a few batches.
 */
export async function seedShards(accountId: string, count: number, text: (k: number) => { en: string; fr: string }) {
  const root = adminDb.doc(`translationMemories/${accountId}`);
  const shards = new Map<number, Record<string, [string, string, number]>>();
  for (let k = 0; k < count; k++) {
    const id = `p${k}`;
    const { en, fr } = text(k);
    const n = shardOf(id);
    shards.set(n, { ...shards.get(n), [id]: [en, fr, 1] });
  }
  const batch = adminDb.batch();
  for (const [n, pairs] of shards) batch.set(root.collection('shards').doc(String(n)), { pairs });
  batch.set(root, { accountId, count, updatedAt: Timestamp.now() });
  await batch.commit();
}
