import { accountOf } from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { setStaffNotice } from '../lib/notify.js';
import { readAdminIds } from '../lib/reviewers.js';
import { syncKitAccess } from '../lib/kit-access.js';
import { col } from '../lib/collections.js';

const OPEN = new Set(['ai_drafted', 'in_review', 'reopened']);

/**
 * The reviewer of a task (or an admin) gives it back to the pool with a reason: the status stays,
 * the reviewer goes, and admins are told the task waits for someone. History, audit and the admin
 * notices are written in one transaction.
 */
export const handBackTask = defineCallable('handBackTask', 'staff', async ({ taskId, reason }, ctx) => {
  const ref = col.task(taskId);
  await db.runTransaction(async (tx) => {
    const task = (await tx.get(ref)).data();
    if (!task || (!ctx.isAdmin && task.reviewerId !== ctx.uid)) throw new HttpsError('not-found', 'Task not found');
    if (!OPEN.has(task.status) || !task.reviewerId)
      throw new HttpsError('failed-precondition', `A ${task.status} task has no reviewer to hand back`, {
        reason: 'not_assigned',
      });
    const admins = await readAdminIds(tx, db);
    const at = Timestamp.now();
    tx.update(ref, {
      reviewerId: null,
      history: FieldValue.arrayUnion({
        at,
        by: ctx.uid,
        from: task.status,
        to: task.status,
        note: `Handed back to the pool: ${reason}`,
        staff: true,
      }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    // Back in the pool: any reviewer may read the kit for it while it waits, none holds it as theirs.
    syncKitAccess(tx, taskId, { ...task, reviewerId: null });
    writeAudit(tx, {
      actorUserId: ctx.uid,
      subjectUserId: task.userId,
      action: 'task_handed_back',
      entityType: 'task',
      entityId: taskId,
      metadata: { before: task.reviewerId, reason },
    });
    for (const uid of admins) {
      setStaffNotice(tx, db, {
        id: `${taskId}_${at.toMillis()}_pool_${uid}`,
        userId: uid,
        templateKey: 'review_pool',
        payload: { task_id: taskId, task_title: task.title },
        aboutAccountId: accountOf(task),
      });
    }
  });
  return { status: 'pool' };
});
