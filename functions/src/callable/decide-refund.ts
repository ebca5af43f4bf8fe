import type { RefundRequest, Task } from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { moveCredits, readWallet } from '../lib/credits.js';
import { defineCallable } from '../lib/callable.js';

/**
 * An admin approves or declines a money-back request (refundRequests/{taskId}) with a reason.
 * Approval returns the credits for a credit-paid task, in the same transaction (ledger + audit
 * via moveCredits); credits already returned by the late-delivery refund are not returned twice.
 * A card-paid approval is recorded with cardRefundPending: card refunds come with payments.
 */
export const decideRefund = defineCallable('decideRefund', 'admin', async ({ taskId, decision, reason }, { uid }) => {
  const actor = uid as string;
  const requestRef = db.collection('refundRequests').doc(taskId);
  const taskRef = db.collection('tasks').doc(taskId);
  return db.runTransaction(async (tx) => {
    const [requestSnap, taskSnap] = await Promise.all([tx.get(requestRef), tx.get(taskRef)]);
    if (!requestSnap.exists || !taskSnap.exists) throw new HttpsError('not-found', 'Refund request not found');
    const request = requestSnap.data() as RefundRequest;
    const task = taskSnap.data() as Task;
    if (request.status !== 'pending') throw new HttpsError('failed-precondition', 'This refund request was already decided');

    const approved = decision === 'approved';
    const byCredits = request.paymentMethod === 'credits';
    const credits = approved && byCredits && !task.lateRefunded ? request.credits : 0;
    const wallet = credits > 0 ? await readWallet(tx, request.userId) : null;
    const now = Timestamp.now();

    if (wallet) {
      moveCredits(tx, wallet, { credits, type: 'refunded', description: 'Money-back guarantee refund', actorUserId: actor, taskId, metadata: { reason } });
    }
    const cardRefundPending = approved && !byCredits;
    tx.update(requestRef, { status: decision, decisionReason: reason, decidedBy: actor, decidedAt: now });
    const note = approved
      ? credits > 0
        ? `Refund approved: ${credits} credit(s) returned`
        : cardRefundPending
          ? 'Refund approved: card refund pending (processed with payments)'
          : 'Refund approved: credits were already returned (late delivery)'
      : 'Refund declined';
    tx.update(taskRef, {
      history: FieldValue.arrayUnion({ at: now, by: actor, from: task.status, to: task.status, note: `${note}. ${reason}` }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, {
      actorUserId: actor,
      subjectUserId: request.userId,
      action: 'refund_decided',
      entityType: 'task',
      entityId: taskId,
      metadata: { decision, reason, credits, paymentMethod: request.paymentMethod, cardRefundPending },
    });
    return { status: decision, refundedCredits: credits, cardRefundPending };
  });
});
