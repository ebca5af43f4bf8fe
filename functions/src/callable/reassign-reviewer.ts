import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { auth, db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { logs } from '../lib/logs.js';
import { syncKitAccess } from '../lib/kit-access.js';
import { col } from '../lib/collections.js';

/** Statuses in which a task has (or waits for) a reviewer: assigned, in review, or a revision. */
const REASSIGNABLE = new Set(['ai_drafted', 'in_review', 'reopened']);

/**
 * An admin hands a task to another reviewer (or admin), with a reason: the reviewer field, a
 * history note and an audit entry, in one transaction. A task waiting in the pool is assigned
 * this way too. The new reviewer must hold the reviewer or admin claim now (Auth is the source of
 * truth for roles, not the mirrored profile field).
 */
export const reassignReviewer = defineCallable(
  'reassignReviewer',
  'admin',
  async ({ taskId, reviewerId, reason }, { uid }) => {
    const actor = uid;
    const reviewer = await auth.getUser(reviewerId).catch(() => null);
    if (reviewer?.customClaims?.admin !== true && reviewer?.customClaims?.reviewer !== true) {
      throw new HttpsError('failed-precondition', 'The new reviewer must be a reviewer or an admin', {
        reason: 'reviewer_not_admin',
      });
    }
    await db.runTransaction(async (tx) => {
      const task = (await tx.get(col.checkedTask(taskId))).data();
      if (!task) throw new HttpsError('not-found', 'Task not found');
      if (!REASSIGNABLE.has(task.status))
        throw new HttpsError('failed-precondition', `A ${task.status} task has no reviewer to replace`, {
          reason: 'not_reassignable',
        });
      if (task.reviewerId === reviewerId)
        throw new HttpsError('failed-precondition', 'This person already reviews the task', {
          reason: 'same_reviewer',
        });
      tx.update(col.taskRaw(taskId), {
        reviewerId,
        history: FieldValue.arrayUnion({
          at: Timestamp.now(),
          by: actor,
          from: task.status,
          to: task.status,
          note: `Reviewer reassigned: ${reason}`,
        }),
        updatedAt: FieldValue.serverTimestamp(),
      });
      // The kit goes with the work: the new reviewer reads it, the one replaced no longer does.
      syncKitAccess(tx, taskId, { ...task, reviewerId });
      writeAudit(tx, {
        actorUserId: actor,
        subjectUserId: task.userId,
        action: 'task_reviewer_reassigned',
        entityType: 'task',
        entityId: taskId,
        metadata: { before: task.reviewerId, after: reviewerId, reason },
      });
    });
    logs.adminAction('reassignReviewer', actor, taskId);
    return { reviewerId };
  },
);
