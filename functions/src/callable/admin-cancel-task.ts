import { adminCanCancel, occupiesSlot, accountOf } from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { adminRefs } from '../lib/admin-refs.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { moveCredits, readWallet } from '../lib/credits.js';
import { ledgerText } from '../lib/ledger-text.js';
import { logs } from '../lib/logs.js';
import { planTaskCardRefund } from '../lib/payments/refunds.js';
import { afterDequeue, dequeueTask, fillFreeSlots } from '../lib/queue.js';
import { readSettings } from '../lib/settings.js';
import { recordStats } from '../lib/stats.js';

/**
 * An admin cancels a task that is not delivered yet (queued, active, drafted, in review or
 * reopened), with a reason, and the customer gets the full price back in the same transaction:
 * credits to the wallet (ledger + audit through moveCredits), or, for a card-paid task, a
 * cardRefunds/{taskId} document that the refund trigger sends to Stripe. Credits a late delivery
 * already returned, or a card already refunded, are not returned twice.
 *
 * Money moves only through moveCredits and the card-refund path, the two places that count
 * credit and card refunds, so any statistics kept there count these refunds too.
 */
export const adminCancelTask = defineCallable('adminCancelTask', 'admin', async ({ taskId, reason }, { uid }) => {
  const actor = uid;
  const ref = adminRefs.task(taskId);
  const out = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const task = snap.data();
    if (!task) throw new HttpsError('not-found', 'Task not found');
    if (!adminCanCancel(task.status)) throw new HttpsError('failed-precondition', `A ${task.status} task cannot be cancelled`, { reason: 'not_cancellable' });
    const owedCredits = task.paymentMethod === 'credits' && !task.lateRefunded ? task.priceCredits : 0;
    const wallet = owedCredits > 0 ? await readWallet(tx, accountOf(task)) : null;
    const cardRefund = task.paymentMethod === 'card' ? await planTaskCardRefund(tx, taskId, 'cancelled') : null;

    if (wallet) {
      moveCredits(tx, wallet, { credits: owedCredits, type: 'refunded', description: ledgerText.asWritten(task.title), actorUserId: actor, taskId, metadata: { reason, cancelledByAdmin: true } });
    }
    cardRefund?.();
    const wasQueued = task.status === 'submitted' && task.queueStatus === 'queued';
    if (wasQueued) dequeueTask(tx, taskId);
    const now = Timestamp.now();
    tx.update(adminRefs.taskRaw(taskId), {
      status: 'cancelled',
      queueStatus: null,
      queuePosition: null,
      // Closed: the file-retention job counts its period from here, as for any other cancellation.
      closedAt: now,
      history: FieldValue.arrayUnion({ at: now, by: actor, from: task.status, to: 'cancelled', note: `Cancelled by Tasklane: ${reason}` }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordStats(tx, { kind: 'task_cancelled', at: now.toMillis(), userId: task.userId });
    writeAudit(tx, {
      actorUserId: actor,
      subjectUserId: task.userId,
      action: 'task_cancelled',
      entityType: 'task',
      entityId: taskId,
      metadata: { from: task.status, reason, refundedCredits: owedCredits, paymentMethod: task.paymentMethod, cardRefundPending: Boolean(cardRefund), byAdmin: true },
    });
    return { task, wasQueued, refundedCredits: owedCredits, cardRefundPending: Boolean(cardRefund) };
  });
  logs.adminAction('adminCancelTask', actor, taskId);
  // The queue moves on: tasks behind a queued one move up; a freed production slot starts the next.
  if (out.wasQueued) await afterDequeue(taskId, out.task);
  else if (occupiesSlot(out.task)) await fillFreeSlots(db, await readSettings(), Date.now());
  return { refundedCredits: out.refundedCredits, cardRefundPending: out.cardRefundPending };
});
