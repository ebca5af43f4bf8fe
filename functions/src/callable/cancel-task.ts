import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { moveCredits, readWallet } from '../lib/credits.js';
import { readOwnedTask } from '../lib/owned-task.js';
import { afterDequeue, dequeueTask } from '../lib/queue.js';
import { transitionTask } from '../lib/task-transition.js';

/** The owner cancels a task that is still queued; its full price goes back to the wallet. */
export const cancelTask = defineCallable('cancelTask', 'user', async ({ taskId }, { uid }) => {
  const userId = uid as string;
  const out = await db.runTransaction(async (tx) => {
    const { ref, task } = await readOwnedTask(tx, taskId, userId);
    if (task.status !== 'submitted' || task.queueStatus !== 'queued') {
      throw new HttpsError('failed-precondition', 'Only a queued task can be cancelled');
    }
    const refundsCredits = task.paymentMethod === 'credits' && task.priceCredits > 0;
    const wallet = await readWallet(tx, userId);
    const balance = refundsCredits
      ? moveCredits(tx, wallet, { credits: task.priceCredits, type: 'refunded', description: task.title, actorUserId: userId, taskId })
      : wallet.balance;
    transitionTask(tx, ref, task, 'cancelled', userId, { queueStatus: null, queuePosition: null });
    dequeueTask(tx, taskId);
    writeAudit(tx, {
      actorUserId: userId,
      subjectUserId: userId,
      action: 'task_cancelled',
      entityType: 'task',
      entityId: taskId,
      // Card-paid tasks are refunded on the card by the payments issue.
      metadata: { refundedCredits: refundsCredits ? task.priceCredits : 0, paymentMethod: task.paymentMethod },
    });
    return { refundedCredits: refundsCredits ? task.priceCredits : 0, balance, task };
  });
  // The tasks behind it move up: their screens re-count (positions are not stored).
  await afterDequeue(taskId, out.task);
  return { refundedCredits: out.refundedCredits, balance: out.balance };
});
