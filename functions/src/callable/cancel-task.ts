import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { cancelQueuedTask } from '../lib/cancel-queued.js';
import { readWallet } from '../lib/credits.js';
import { readOwnedTask } from '../lib/owned-task.js';
import { renumberQueue } from '../lib/queue.js';

/** The owner cancels a task that is still queued; its full price goes back to the wallet. */
export const cancelTask = defineCallable('cancelTask', 'user', async ({ taskId }, { uid }) => {
  const userId = uid as string;
  const out = await db.runTransaction(async (tx) => {
    const { ref, task } = await readOwnedTask(tx, taskId, userId);
    const wallet = await readWallet(tx, userId);
    return cancelQueuedTask(tx, ref, task, wallet, userId);
  });
  await renumberQueue();
  return out;
});
