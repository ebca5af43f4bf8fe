import { accountOf, spendingMonth, toMillis } from '@tasklane/domain';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { cancelQueuedTask } from '../lib/cancel-queued.js';
import { readWallet } from '../lib/credits.js';
import { planTaskCardRefund } from '../lib/payments/refunds.js';
import { readOwnedTask } from '../lib/owned-task.js';
import { afterDequeue } from '../lib/queue.js';
import { afterCommit } from '../lib/after-commit.js';
import { teamRefs } from '../lib/teams.js';

/**
 * The owner cancels a task that is still queued; its full price goes back to the wallet, or to
 * the card for a card-paid task (cardRefunds/{taskId}, sent to Stripe by a trigger).
 */
export const cancelTask = defineCallable('cancelTask', 'user', async ({ taskId }, { uid }) => {
  const userId = uid;
  const out = await db.runTransaction(async (tx) => {
    const { ref, task } = await readOwnedTask(tx, taskId, userId);
    // A team's task refunds the team's wallet, whoever cancels it.
    const wallet = await readWallet(tx, accountOf(task));
    const cardRefund = task.paymentMethod === 'card' ? await planTaskCardRefund(tx, taskId, 'cancelled') : null;
    // A team's task paid with credits counted in its submitter's monthly spending: the cap counts
    // only credits spent, so the month it was spent in gets them back (a later month's counter,
    // which started from zero, is left alone; a submitter who left has no counter).
    const accountId = accountOf(task);
    const spentBy = task.paymentMethod === 'credits' && accountId !== task.userId ? await tx.get(teamRefs.member(accountId, task.userId)) : null;
    const done = cancelQueuedTask(tx, ref, task, wallet, userId);
    cardRefund?.();
    const spender = spentBy?.data();
    const submittedAt = toMillis(task.submittedAt);
    if (spentBy && spender && submittedAt !== null && spender.spentMonth === spendingMonth(submittedAt)) {
      tx.update(spentBy.ref, { spentCredits: Math.max(0, spender.spentCredits - done.refundedCredits) });
    }
    return { ...done, task };
  });
  // The tasks behind it move up: their screens re-count (positions are not stored).
  await afterCommit('cancelTask: queue re-count', () => afterDequeue(taskId, out.task), false);
  return { refundedCredits: out.refundedCredits, balance: out.balance };
});
