import { MEMORY_LIMITS, alignTexts } from '@tasklane/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { assertMayUseMemory } from '../lib/translation-memory/access.js';
import { Timestamp, memoryRefs, pairDocOf, writePairs } from '../lib/translation-memory/store.js';

/**
 * A page the customer has in both languages, pasted: aligned by the same aligner as deliveries.
 * Without `save` it only shows the pairs; with it they join the memory as `paste` pairs (not
 * approved until the customer edits them), within the limit, audited.
 */
export const alignMemoryTexts = defineCallable('alignMemoryTexts', 'user', async (input, { uid }) => {
  const accountId = input.accountId ?? uid;
  await assertMayUseMemory(uid, accountId);
  const { pairs, leftOut } = alignTexts(input.en, input.fr);
  if (!input.save || pairs.length === 0) return { pairs, leftOut, added: 0 };
  const m = memoryRefs();
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
    writePairs(
      tx,
      accountId,
      pairs.map((p) => ({
        id: m.pairs(accountId).doc().id,
        doc: pairDocOf(accountId, { ...p, source: 'paste', createdBy: uid }, now),
      })),
    );
    tx.set(m.summary(accountId), { accountId, count: count + pairs.length, updatedAt: now }, { merge: true });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: accountId,
      action: 'memory_texts_aligned',
      entityType: 'translation_memory',
      entityId: accountId,
      metadata: { pairs: pairs.length, leftOut },
    });
  });
  return { pairs, leftOut, added: pairs.length };
});
