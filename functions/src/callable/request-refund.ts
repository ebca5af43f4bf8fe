import { accountOf, refundWindowOpen, type RefundRequest } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { millis, readOwnedTask } from '../lib/owned-task.js';
import { col } from '../lib/collections.js';

/** The owner asks for their money back within 7 days of delivery, once per task; an admin decides. */
export const requestRefund = defineCallable('requestRefund', 'user', async ({ taskId, reason }, { uid }) => {
  const userId = uid;
  return db.runTransaction(async (tx) => {
    const { task } = await readOwnedTask(tx, taskId, userId);
    const requestRef = col.refundRequest(taskId);
    const existing = await tx.get(requestRef);
    if (existing.exists) throw new HttpsError('already-exists', 'A refund was already requested for this task');
    if (task.status !== 'delivered')
      throw new HttpsError('failed-precondition', 'Only a delivered task can be refunded');
    if (!refundWindowOpen(millis(task.deliveredAt), Date.now())) {
      throw new HttpsError('failed-precondition', 'The refund window has closed');
    }
    const request: Omit<RefundRequest, 'createdAt'> = {
      taskId,
      userId,
      accountId: accountOf(task),
      taskTitle: task.title,
      credits: task.priceCredits,
      paymentMethod: task.paymentMethod,
      reason,
      status: 'pending',
      decisionReason: null,
      decidedBy: null,
      decidedAt: null,
    };
    tx.create(requestRef, { ...request, createdAt: FieldValue.serverTimestamp() });
    writeAudit(tx, {
      actorUserId: userId,
      subjectUserId: userId,
      action: 'refund_requested',
      entityType: 'task',
      entityId: taskId,
      metadata: { credits: task.priceCredits, paymentMethod: task.paymentMethod, reason },
    });
    return { status: 'pending' as const };
  });
});
