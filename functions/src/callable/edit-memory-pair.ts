import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { assertMayUseMemory } from '../lib/translation-memory/access.js';
import { Timestamp, memoryRefs, pairDocOf, writePairs } from '../lib/translation-memory/store.js';

/**
 * The customer corrects a pair: both sides replaced, the pair becomes an approved `edit` (its task
 * and use kept), its shard entry with it, audited.
 */
export const editMemoryPair = defineCallable('editMemoryPair', 'user', async (input, { uid }) => {
  const accountId = input.accountId ?? uid;
  await assertMayUseMemory(uid, accountId);
  const m = memoryRefs();
  const ref = m.pair(accountId, input.pairId);
  await db.runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw new HttpsError('not-found', 'No such pair', { reason: 'pair_not_found' });
    const now = Timestamp.now();
    const fresh = pairDocOf(accountId, { en: input.en, fr: input.fr, source: 'edit', createdBy: uid }, now);
    writePairs(tx, accountId, [
      {
        id: input.pairId,
        doc: {
          ...fresh,
          taskId: before.taskId,
          createdAt: before.createdAt,
          lastUsedAt: before.lastUsedAt,
          usedOrCreatedMs: before.usedOrCreatedMs,
        },
      },
    ]);
    // The summary moves with every change to the pairs (the matcher's cache keys on it).
    tx.set(m.summary(accountId), { updatedAt: now }, { merge: true });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: accountId,
      action: 'memory_pair_edited',
      entityType: 'translation_memory',
      entityId: accountId,
      metadata: { pairId: input.pairId, previousSource: before.source },
    });
  });
  return { pairId: input.pairId };
});
