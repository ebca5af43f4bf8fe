import {
  MemoryIndex,
  isApprovedSource,
  searchWordsOf,
  shardOf,
  type MemoryPair,
  type MemoryPairDoc,
  type MemoryShardEntry,
  type MemorySource,
} from '@tasklane/domain';
import { FieldValue, Timestamp, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db as defaultDb } from '../admin.js';
import { refs } from '../collections.js';
import { deleteMemoryExports } from './export-file.js';

export { searchWordsOf, shardOf };

/**
 * The translation memory in Firestore. Each pair is a document (the customer's search, edit and
 * export, the rules, a task's or an import's pairs); its two texts are also packed into one of
 * MEMORY_LIMITS.shards shard documents, by a hash of its id, which the matcher reads whole: a
 * lookup costs the summary and at most 64 shard reads whatever the memory's size. Every write goes
 * through this module so a pair and its shard entry never part.
 */

export const memoryRefs = (db: Firestore = defaultDb) => {
  const r = refs(db);
  return {
    summary: r.translationMemory,
    pairs: r.memoryPairs,
    pair: (accountId: string, pairId: string) => r.memoryPairs(accountId).doc(pairId),
    shards: r.memoryShards,
    shard: (accountId: string, n: number) => r.memoryShards(accountId).doc(String(n)),
    imports: r.memoryImports,
  };
};

export interface NewPair {
  en: string;
  fr: string;
  source: MemorySource;
  taskId?: string | null;
  importId?: string | null;
  createdBy?: string | null;
}

export function pairDocOf(accountId: string, p: NewPair, now: Timestamp): MemoryPairDoc {
  return {
    accountId,
    en: p.en.trim(),
    fr: p.fr.trim(),
    words: searchWordsOf(p.en, p.fr),
    source: p.source,
    taskId: p.taskId ?? null,
    importId: p.importId ?? null,
    approved: isApprovedSource(p.source),
    createdBy: p.createdBy ?? null,
    createdAt: now,
    updatedAt: now,
    lastUsedAt: null,
    usedOrCreatedMs: now.toMillis(),
  };
}

type Writer = Pick<Transaction, 'set' | 'delete'> | Pick<WriteBatch, 'set' | 'delete'>;

/** Writes pairs and their shard entries (one merge per shard touched). */
export function writePairs(
  w: Writer,
  accountId: string,
  pairs: readonly { id: string; doc: MemoryPairDoc }[],
  db: Firestore = defaultDb,
): void {
  const m = memoryRefs(db);
  const byShard = new Map<number, Record<string, MemoryShardEntry | FieldValue>>();
  for (const { id, doc } of pairs) {
    (w as Transaction).set(m.pair(accountId, id), doc);
    const n = shardOf(id);
    byShard.set(n, { ...byShard.get(n), [id]: [doc.en, doc.fr, doc.approved ? 1 : 0] });
  }
  for (const [n, entries] of byShard)
    (w as Transaction).set(m.shard(accountId, n), { pairs: entries }, { merge: true });
}

/** Deletes pairs and their shard entries. */
export function removePairs(w: Writer, accountId: string, ids: readonly string[], db: Firestore = defaultDb): void {
  const m = memoryRefs(db);
  const byShard = new Map<number, Record<string, FieldValue>>();
  for (const id of ids) {
    (w as Transaction).delete(m.pair(accountId, id));
    const n = shardOf(id);
    byShard.set(n, { ...byShard.get(n), [id]: FieldValue.delete() });
  }
  for (const [n, entries] of byShard)
    (w as Transaction).set(m.shard(accountId, n), { pairs: entries }, { merge: true });
}

export interface LoadedMemory {
  index: MemoryIndex;
  count: number;
  /** Documents read (billed reads): the summary, and the shards when it holds pairs. */
  reads: number;
}

/**
 * Indexes this instance built, by account, with the summary's update time they were built at: a
 * memory unchanged since costs one read (the summary) and no build. Every write to the pairs
 * writes the summary in the same commit (or, for an import's batches, after them). A few accounts at most, the least recently used dropped first.
 */
const cache = new Map<string, { version: string; index: MemoryIndex; count: number }>();
const CACHED_ACCOUNTS = 8;

/** The account's memory as the matcher's index: at most 1 + MEMORY_LIMITS.shards reads. */
export async function loadMemoryIndex(accountId: string, db: Firestore = defaultDb): Promise<LoadedMemory> {
  const m = memoryRefs(db);
  const snap = await m.summary(accountId).get();
  const summary = snap.data();
  if (!summary || summary.count === 0) return { index: MemoryIndex.build([]), count: 0, reads: 1 };
  // The document's own update time (to the microsecond): every write to the pairs writes the summary.
  const version = snap.updateTime ? `${snap.updateTime.seconds}.${snap.updateTime.nanoseconds}` : '';
  const key = `${db.databaseId}/${accountId}`;
  const hit = cache.get(key);
  if (hit && version && hit.version === version) {
    cache.delete(key);
    cache.set(key, hit);
    return { index: hit.index, count: hit.count, reads: 1 };
  }
  const shards = await m.shards(accountId).get();
  const pairs: MemoryPair[] = [];
  for (const doc of shards.docs) {
    const entries = (doc.get('pairs') ?? {}) as Record<string, MemoryShardEntry>;
    for (const [id, [en, fr, approved]] of Object.entries(entries))
      pairs.push({ id, en, fr, approved: approved === 1 });
  }
  // A stable order, so equal matches rank the same on every instance.
  pairs.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const index = MemoryIndex.build(pairs);
  cache.set(key, { version, index, count: summary.count });
  if (cache.size > CACHED_ACCOUNTS) cache.delete(cache.keys().next().value!);
  return { index, count: summary.count, reads: 1 + Math.max(1, shards.size) };
}

/** Deletes the whole memory (account deletion, a team's closing): summary, pairs, shards, imports. */
export async function deleteMemory(accountId: string, db: Firestore = defaultDb): Promise<void> {
  await db.recursiveDelete(memoryRefs(db).summary(accountId));
  // Its stored exports, if any (a large export waits in the bucket until downloaded).
  await deleteMemoryExports(accountId);
}

export const monthKey = (ms: number) => new Date(ms).toISOString().slice(0, 7);
export { FieldValue, Timestamp };
