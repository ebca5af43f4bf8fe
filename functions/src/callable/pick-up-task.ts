
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { transitionTask } from '../lib/task-transition.js';
import { col } from '../lib/refs.js';

/**
 * A reviewer (admin) takes a drafted task, or a revision, into review: ai_drafted | reopened →
 * in_review, assigned to them. One transaction re-reads the task, so two reviewers can't both
 * pick it up; history and audit come from transitionTask.
 */
export const pickUpTask = defineCallable('pickUpTask', 'admin', async ({ taskId }, { uid }) => {
  const reviewerId = uid;
  const ref = col.task(taskId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const task = snap.data();
    if (!task) throw new HttpsError('not-found', 'Task not found');
    if (task.status !== 'ai_drafted' && task.status !== 'reopened') {
      throw new HttpsError('failed-precondition', `A ${task.status} task cannot be picked up`);
    }
    const note = task.status === 'reopened' ? 'Revision picked up' : 'Picked up for review';
    transitionTask(tx, ref, task, 'in_review', reviewerId, { reviewerId }, note);
    return { status: 'in_review' as const, reviewerId };
  });
});
