import { MEMORY_LIMITS, type ImportedPair, type MemoryPairDoc } from '@tasklane/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db as defaultDb } from '../admin.js';
import { writeAudit } from '../audit.js';
import { Timestamp, memoryRefs, pairDocOf, removePairs, writePairs } from './store.js';

/** Pairs per batch: 200 pair documents and at most 64 shard merges stay well within a commit. */
const BATCH = 200;

/**
 * Writes a validated import under its own import id. First a transaction reserves the room (the
 * 50,000-pair limit refuses the whole file, saying how much room is left) and records the import
 * as `writing`; then the pairs go in batches; on any failure every pair of the import is deleted,
 * the count given back and the import marked `rolled_back`, so a file is imported whole or not at all.
 */
export async function writeImport(
  accountId: string,
  uid: string,
  pairs: readonly ImportedPair[],
  opts: { format: 'tmx' | 'csv'; db?: Firestore; failAfterBatches?: number } = { format: 'tmx' },
): Promise<{ importId: string; added: number }> {
  const db = opts.db ?? defaultDb;
  const m = memoryRefs(db);
  const importRef = m.imports(accountId).doc();
  const importId = importRef.id;
  const now = Timestamp.now();
  await db.runTransaction(async (tx) => {
    const count = (await tx.get(m.summary(accountId))).data()?.count ?? 0;
    if (count + pairs.length > MEMORY_LIMITS.maxPairs)
      throw new HttpsError('resource-exhausted', 'The translation memory is full', {
        reason: 'memory_full',
        count,
        importing: pairs.length,
        limit: MEMORY_LIMITS.maxPairs,
      });
    tx.set(m.summary(accountId), { accountId, count: count + pairs.length, updatedAt: now }, { merge: true });
    tx.set(importRef, { status: 'writing', format: opts.format, count: pairs.length, createdBy: uid, createdAt: now });
  });
  try {
    for (let i = 0, batches = 0; i < pairs.length; i += BATCH, batches++) {
      if (opts.failAfterBatches !== undefined && batches >= opts.failAfterBatches)
        throw new Error('import interrupted (test)');
      const batch = db.batch();
      const docs: { id: string; doc: MemoryPairDoc }[] = pairs.slice(i, i + BATCH).map((p) => ({
        id: m.pairs(accountId).doc().id,
        doc: pairDocOf(accountId, { en: p.en, fr: p.fr, source: 'import', importId, createdBy: uid }, now),
      }));
      writePairs(batch, accountId, docs, db);
      await batch.commit();
    }
  } catch (err) {
    await rollBackImport(accountId, importId, pairs.length, uid, db);
    throw new HttpsError('aborted', 'The import failed and was rolled back; nothing was imported', {
      reason: 'import_rolled_back',
      importId,
      cause: err instanceof Error ? err.message.slice(0, 200) : String(err),
    });
  }
  await db.runTransaction(async (tx) => {
    tx.update(importRef, { status: 'done', finishedAt: Timestamp.now() });
    // After the batches: the matcher's cached indexes key on the summary's update time.
    tx.set(m.summary(accountId), { updatedAt: Timestamp.now() }, { merge: true });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: accountId,
      action: 'memory_imported',
      entityType: 'translation_memory',
      entityId: accountId,
      metadata: { importId, format: opts.format, pairs: pairs.length },
    });
  });
  return { importId, added: pairs.length };
}

/** Deletes every pair an import wrote, gives the reserved count back and marks the import rolled back. */
export async function rollBackImport(
  accountId: string,
  importId: string,
  reserved: number,
  uid: string,
  db: Firestore = defaultDb,
): Promise<void> {
  const m = memoryRefs(db);
  for (;;) {
    const page = await m.pairs(accountId).where('importId', '==', importId).select().limit(BATCH).get();
    if (page.empty) break;
    const batch = db.batch();
    removePairs(
      batch,
      accountId,
      page.docs.map((d) => d.id),
      db,
    );
    await batch.commit();
  }
  await db.runTransaction(async (tx) => {
    const count = (await tx.get(m.summary(accountId))).data()?.count ?? 0;
    tx.set(m.summary(accountId), { count: Math.max(0, count - reserved), updatedAt: Timestamp.now() }, { merge: true });
    tx.set(m.imports(accountId).doc(importId), { status: 'rolled_back', finishedAt: Timestamp.now() }, { merge: true });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: accountId,
      action: 'memory_import_rolled_back',
      entityType: 'translation_memory',
      entityId: accountId,
      metadata: { importId, pairs: reserved },
    });
  });
}
