import { decideRefundOutcome, refundDecisionNote, accountOf } from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { moveCredits, readWallet } from '../lib/credits.js';
import { ledgerText } from '../lib/ledger-text.js';
import { readSpending } from '../lib/cancel-queued.js';
import { defineCallable } from '../lib/callable.js';
import { planPackCardRefund, planTaskCardRefund } from '../lib/payments/refunds.js';
import { recordStats } from '../lib/stats.js';
import { col } from '../lib/collections.js';

/**
 * An admin approves or declines a money-back request (refundRequests/{taskId}) with a reason.
 * Approval returns the credits for a credit-paid task, in the same transaction (ledger + audit
 * via moveCredits); credits already returned by the late-delivery refund are not returned twice.
 * A card-paid approval (or credits the admin sends back to the pack's card) writes a
 * cardRefunds/{key} document in the same transaction; a trigger makes the Stripe refund. A team
 * task's submitter gets their monthly spending back for the month the credits were spent in.
 */
export const decideRefund = defineCallable(
  'decideRefund',
  'admin',
  async ({ taskId, decision, reason, refundTo }, { uid }) => {
    const actor = uid;
    const requestRef = col.refundRequest(taskId);
    const taskRef = col.task(taskId);
    return db.runTransaction(async (tx) => {
      const [requestSnap, taskSnap] = await Promise.all([tx.get(requestRef), tx.get(taskRef)]);
      const request = requestSnap.data();
      const task = taskSnap.data();
      if (!request || !task) throw new HttpsError('not-found', 'Refund request not found');
      if (request.status !== 'pending')
        throw new HttpsError('failed-precondition', 'This refund request was already decided');

      const approved = decision === 'approved';
      const byCredits = request.paymentMethod === 'credits';
      const plan = decideRefundOutcome({
        decision,
        paymentMethod: request.paymentMethod,
        requestedCredits: request.credits,
        lateRefunded: task.lateRefunded,
        refundTo,
      });
      const packToCard = plan.creditsToCard
        ? await planPackCardRefund(tx, `credits_${taskId}`, accountOf(task), request.userId, plan.owedCredits, taskId)
        : null;
      if (plan.creditsToCard && !packToCard) {
        throw new HttpsError('failed-precondition', 'No card payment can take this refund', {
          reason: 'no_card_payment',
        });
      }
      const credits = packToCard ? 0 : plan.owedCredits;
      const wallet = credits > 0 ? await readWallet(tx, accountOf(task)) : null;
      const cardRefund = plan.refundTaskCard ? await planTaskCardRefund(tx, taskId, 'money_back') : null;
      const giveSpendingBack = approved ? await readSpending(tx, task) : () => undefined;
      const now = Timestamp.now();
      packToCard?.();
      cardRefund?.();

      if (wallet) {
        moveCredits(tx, wallet, {
          credits,
          type: 'refunded',
          description: ledgerText.moneyBack(),
          actorUserId: actor,
          taskId,
          metadata: { reason },
        });
      }
      // The member's spending comes back for the credits they spent, to the wallet or the pack's card.
      giveSpendingBack(plan.owedCredits);
      const cardRefundPending = Boolean(cardRefund ?? packToCard);
      tx.update(requestRef, {
        status: decision,
        decisionReason: reason,
        decidedBy: actor,
        decidedAt: now,
        creditsReturned: credits,
        toCard: cardRefundPending,
      });
      recordStats(tx, { kind: 'money_back', at: now.toMillis(), accountId: accountOf(task), approved });
      const note = refundDecisionNote({ approved, creditsReturned: credits, cardRefundPending, byCredits });
      tx.update(taskRef, {
        history: FieldValue.arrayUnion({
          at: now,
          by: actor,
          from: task.status,
          to: task.status,
          note: `${note}. ${reason}`,
        }),
        updatedAt: FieldValue.serverTimestamp(),
      });
      writeAudit(tx, {
        actorUserId: actor,
        subjectUserId: request.userId,
        action: 'refund_decided',
        entityType: 'task',
        entityId: taskId,
        metadata: {
          decision,
          reason,
          credits,
          paymentMethod: request.paymentMethod,
          cardRefundPending,
          refundTo: packToCard ? 'card' : byCredits ? 'credits' : 'card',
        },
      });
      return { status: decision, refundedCredits: credits, cardRefundPending };
    });
  },
);
