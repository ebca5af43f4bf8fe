import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { afterCancel, prepareCancel } from '../lib/cancel-queued.js';
import { logs } from '../lib/logs.js';
import { col } from '../lib/collections.js';

/**
 * An admin cancels a task that is not delivered yet (queued, active, drafted, in review or
 * reopened), with a reason, and the customer gets the full price back in the same transaction
 * (prepareCancel: credits to the paying account's wallet, or the card refund; credits a late
 * delivery already returned, or a card already refunded, are not returned twice).
 */
export const adminCancelTask = defineCallable('adminCancelTask', 'admin', async ({ taskId, reason }, { uid }) => {
  const actor = uid;
  const ref = col.checkedTask(taskId);
  const out = await db.runTransaction(async (tx) => {
    const task = (await tx.get(ref)).data();
    if (!task) throw new HttpsError('not-found', 'Task not found');
    const write = await prepareCancel(tx, ref, task, {
      actorUserId: actor,
      scope: 'open',
      note: `Cancelled by Tasklane: ${reason}`,
      ledgerMetadata: { reason, cancelledByAdmin: true },
      audit: { metadata: { reason, byAdmin: true } },
    });
    return write();
  });
  logs.adminAction('adminCancelTask', actor, taskId);
  // The queue moves on: tasks behind a queued one move up; a freed production slot starts the next.
  await afterCancel(taskId, out);
  return { refundedCredits: out.refundedCredits, cardRefundPending: out.cardRefundPending };
});
