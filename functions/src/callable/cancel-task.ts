import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { planTaskCardRefund } from '../lib/payments/refunds.js';
import { moveCredits, readWallet } from '../lib/credits.js';
import { readOwnedTask } from '../lib/owned-task.js';
import { renumberQueue } from '../lib/queue.js';
import { transitionTask } from '../lib/task-transition.js';

/**
 * The owner cancels a task that is still queued; its full price goes back to the wallet, or to
 * the card for a card-paid task (cardRefunds/{taskId}, sent to Stripe by a trigger).
 */
export const cancelTask = defineCallable('cancelTask', 'user', async ({ taskId }, { uid }) => {
  const userId = uid as string;
  const out = await db.runTransaction(async (tx) => {
    const { ref, task } = await readOwnedTask(tx, taskId, userId);
    if (task.status !== 'submitted' || task.queueStatus !== 'queued') {
      throw new HttpsError('failed-precondition', 'Only a queued task can be cancelled');
    }
    const refundsCredits = task.paymentMethod === 'credits' && task.priceCredits > 0;
    const wallet = await readWallet(tx, userId);
    const cardRefund = task.paymentMethod === 'card' ? await planTaskCardRefund(tx, taskId, 'cancelled') : null;
    cardRefund?.();
    const balance = refundsCredits
      ? moveCredits(tx, wallet, { credits: task.priceCredits, type: 'refunded', description: task.title, actorUserId: userId, taskId })
      : wallet.balance;
    transitionTask(tx, ref, task, 'cancelled', userId, { queueStatus: null, queuePosition: null });
    writeAudit(tx, {
      actorUserId: userId,
      subjectUserId: userId,
      action: 'task_cancelled',
      entityType: 'task',
      entityId: taskId,
      metadata: { refundedCredits: refundsCredits ? task.priceCredits : 0, paymentMethod: task.paymentMethod, cardRefundPending: Boolean(cardRefund) },
    });
    return { refundedCredits: refundsCredits ? task.priceCredits : 0, balance };
  });
  await renumberQueue();
  return out;
});
