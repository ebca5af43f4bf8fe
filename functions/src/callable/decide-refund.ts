import type { RefundRequest, Task } from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { moveCredits, readWallet } from '../lib/credits.js';
import { defineCallable } from '../lib/callable.js';
import { planPackCardRefund, planTaskCardRefund } from '../lib/payments/refunds.js';
import { recordStats } from '../lib/stats.js';

/**
 * An admin approves or declines a money-back request (refundRequests/{taskId}) with a reason.
 * Approval returns the credits for a credit-paid task, in the same transaction (ledger + audit
 * via moveCredits); credits already returned by the late-delivery refund are not returned twice.
 * A card-paid approval (or credits the admin sends back to the pack's card) writes a
 * cardRefunds/{key} document in the same transaction; a trigger makes the Stripe refund.
 */
export const decideRefund = defineCallable('decideRefund', 'admin', async ({ taskId, decision, reason, refundTo }, { uid }) => {
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
    // Credits bought in a pack go back as credits, unless the admin sends them to the card.
    const owedCredits = approved && byCredits && !task.lateRefunded ? request.credits : 0;
    const packToCard = owedCredits > 0 && refundTo === 'card' ? await planPackCardRefund(tx, `credits_${taskId}`, request.userId, owedCredits, taskId) : null;
    if (owedCredits > 0 && refundTo === 'card' && !packToCard) {
      throw new HttpsError('failed-precondition', 'No card payment can take this refund', { reason: 'no_card_payment' });
    }
    const credits = packToCard ? 0 : owedCredits;
    const wallet = credits > 0 ? await readWallet(tx, request.userId) : null;
    // A card-paid task's money goes back to the card, once, even after a late-delivery refund.
    const cardRefund = approved && !byCredits ? await planTaskCardRefund(tx, taskId, 'money_back') : null;
    const now = Timestamp.now();
    packToCard?.();
    cardRefund?.();

    if (wallet) {
      moveCredits(tx, wallet, { credits, type: 'refunded', description: 'Money-back guarantee refund', actorUserId: actor, taskId, metadata: { reason } });
    }
    const cardRefundPending = Boolean(cardRefund ?? packToCard);
    tx.update(requestRef, { status: decision, decisionReason: reason, decidedBy: actor, decidedAt: now });
    recordStats(tx, { kind: 'money_back', at: now.toMillis(), userId: request.userId, approved });
    const note = approved
      ? credits > 0
        ? `Refund approved: ${credits} credit(s) returned`
        : cardRefundPending
          ? 'Refund approved: refund to the card under way'
          : byCredits
            ? 'Refund approved: credits were already returned (late delivery)'
            : 'Refund approved: the card was already refunded'
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
      metadata: { decision, reason, credits, paymentMethod: request.paymentMethod, cardRefundPending, refundTo: packToCard ? 'card' : byCredits ? 'credits' : 'card' },
    });
    return { status: decision, refundedCredits: credits, cardRefundPending };
  });
});
