import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { assertMayUseMemory } from '../lib/translation-memory/access.js';
import { FieldValue, Timestamp, memoryRefs, removePairs } from '../lib/translation-memory/store.js';

/** The customer deletes a pair: the pair, its shard entry and one from the count, audited. */
export const deleteMemoryPair = defineCallable('deleteMemoryPair', 'user', async (input, { uid }) => {
  const accountId = input.accountId ?? uid;
  await assertMayUseMemory(uid, accountId);
  const m = memoryRefs();
  const deleted = await db.runTransaction(async (tx) => {
    const before = await tx.get(m.pair(accountId, input.pairId));
    if (!before.exists) return false;
    removePairs(tx, accountId, [input.pairId]);
    tx.set(m.summary(accountId), { count: FieldValue.increment(-1), updatedAt: Timestamp.now() }, { merge: true });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: accountId,
      action: 'memory_pair_deleted',
      entityType: 'translation_memory',
      entityId: accountId,
      metadata: { pairId: input.pairId, source: before.get('source') as string },
    });
    return true;
  });
  return { deleted };
});
