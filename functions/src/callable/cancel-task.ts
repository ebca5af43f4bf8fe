import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { afterCancel, prepareCancel } from '../lib/cancel-queued.js';
import { readOwnedTask } from '../lib/owned-task.js';
import { afterCommit } from '../lib/after-commit.js';

/**
 * The customer's side (the person, or any member of the team) cancels a task that is still
 * queued; its full price goes back to the paying account's wallet, or to the card for a card-paid
 * task (cardRefunds/{taskId}, sent to Stripe by a trigger).
 */
export const cancelTask = defineCallable('cancelTask', 'user', async ({ taskId }, { uid }) => {
  const out = await db.runTransaction(async (tx) => {
    const { ref, task } = await readOwnedTask(tx, taskId, uid);
    const write = await prepareCancel(tx, ref, task, { actorUserId: uid, scope: 'queued' });
    return write();
  });
  // The tasks behind it move up: their screens re-count (positions are not stored).
  await afterCommit('cancelTask: queue re-count', () => afterCancel(taskId, out), undefined);
  return { refundedCredits: out.refundedCredits, balance: out.balance ?? 0 };
});
