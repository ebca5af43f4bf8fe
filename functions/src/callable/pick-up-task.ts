import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { reviewRef } from '../lib/files/http.js';
import { assertStaffOnTask } from '../lib/reviewers.js';
import { syncKitAccess } from '../lib/kit-access.js';
import { transitionTask } from '../lib/task-transition.js';
import { col } from '../lib/collections.js';

/**
 * A reviewer takes a drafted task, or a revision, into review: ai_drafted | reopened → in_review,
 * assigned to them. A reviewer may take only a task assigned to them or one in the pool (an admin
 * any). A task in review that its reviewer handed back stays in review and only changes hands.
 * One transaction re-reads the task, so two reviewers can't both pick it up; history and audit
 * come from transitionTask (or are written here for a change of hands).
 *
 * The staff review record (tasks/{id}/staff/review, where the deliverable's files wait) is made
 * here if the task has none, so the reviewer's first file updates it rather than creating it: a
 * workspace opened before the record existed listens to an absent document, and on a busy
 * Firestore emulator such a listener can miss the document's creation for good (README, "A
 * document created after its screen opened"); it does not miss a later change.
 */
export const pickUpTask = defineCallable('pickUpTask', 'staff', async ({ taskId }, ctx) => {
  const reviewerId = ctx.uid;
  const ref = col.task(taskId);
  return db.runTransaction(async (tx) => {
    const [snap, review] = await Promise.all([tx.get(ref), tx.get(reviewRef(taskId))]);
    const task = snap.data();
    assertStaffOnTask(ctx, task);
    const recordReview = () => {
      if (!review.exists) tx.create(reviewRef(taskId), { pendingFiles: [], updatedAt: FieldValue.serverTimestamp() });
    };
    if (task.status === 'in_review' && !task.reviewerId) {
      tx.update(ref, {
        reviewerId,
        history: FieldValue.arrayUnion({
          at: Timestamp.now(),
          by: reviewerId,
          from: task.status,
          to: task.status,
          note: 'Picked up from the pool',
          staff: true,
        }),
        updatedAt: FieldValue.serverTimestamp(),
      });
      syncKitAccess(tx, taskId, { ...task, reviewerId });
      writeAudit(tx, {
        actorUserId: reviewerId,
        subjectUserId: task.userId,
        action: 'task_assigned',
        entityType: 'task',
        entityId: taskId,
        metadata: { reviewerId, via: 'pool' },
      });
      recordReview();
      return { status: 'in_review' as const, reviewerId };
    }
    if (task.status !== 'ai_drafted' && task.status !== 'reopened') {
      throw new HttpsError('failed-precondition', `A ${task.status} task cannot be picked up`);
    }
    const note = task.status === 'reopened' ? 'Revision picked up' : 'Picked up for review';
    transitionTask(tx, ref, task, 'in_review', reviewerId, { reviewerId }, note);
    recordReview();
    return { status: 'in_review' as const, reviewerId };
  });
});
