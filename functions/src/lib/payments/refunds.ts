import {
  accountOf,
  CARD_REFUND_REASONS,
  packCreditsRefundCents,
  type CardRefund,
  type CardRefundReason,
  type Payment,
  type Province,
  type Refund,
} from '@tasklane/domain';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { stripe } from '../../services/stripe.js';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { logs } from '../logs.js';
import { prepareReceipt } from '../receipts.js';
import { recordStats } from '../stats.js';
import { col } from '../collections.js';

const SYSTEM_ACTOR = 'system';

/**
 * Read phase of a card refund for a task paid by card: finds its payment and whether a refund for
 * this task was already decided. Returns the write-phase step, or null when there is nothing to do
 * (not a card task, or already refunded by an earlier decision: late delivery then money-back, or
 * two admins at once). The refund itself is sent to Stripe by a trigger on cardRefunds/{taskId}.
 */
export async function planTaskCardRefund(
  tx: Transaction,
  taskId: string,
  reason: CardRefundReason,
): Promise<null | (() => void)> {
  const [payments, already] = await Promise.all([
    tx.get(col.payments().where('taskId', '==', taskId).limit(1)),
    tx.get(col.cardRefunds().doc(taskId)),
  ]);
  const payment = payments.docs[0];
  if (!payment || already.exists) return null;
  const data = payment.data();
  const amountCents = data.totalCents - data.refundedCents;
  if (amountCents <= 0) return null;
  return () => writeCardRefund(tx, taskId, { userId: data.userId, paymentId: payment.id, taskId, amountCents, reason });
}

/**
 * Read phase of a card refund for credits bought in a pack (an admin's choice): the newest pack
 * payment of the task's account that still has enough left to refund pays back the credits'
 * share of its price. By account, not by person: a team's credits go back to a team pack's card,
 * never to a pack the same member bought for themself (or for another team).
 */
export async function planPackCardRefund(
  tx: Transaction,
  key: string,
  accountId: string,
  userId: string,
  credits: number,
  taskId: string,
): Promise<null | (() => void)> {
  const [payments, already] = await Promise.all([
    tx.get(col.payments().where('accountId', '==', accountId).where('kind', '==', 'pack')),
    tx.get(col.cardRefunds().doc(key)),
  ]);
  if (already.exists) return null;
  const newestFirst = [...payments.docs].sort((a, b) => millis(b.data().createdAt) - millis(a.data().createdAt));
  for (const doc of newestFirst) {
    const p = doc.data();
    const share = Math.round((p.totalCents * Math.min(credits, p.credits)) / Math.max(1, p.credits));
    const amountCents = packCreditsRefundCents(p, credits);
    if (amountCents > 0 && amountCents === share) {
      return () =>
        writeCardRefund(tx, key, { userId, accountId, paymentId: doc.id, taskId, amountCents, reason: 'pack_credits' });
    }
  }
  return null;
}

function millis(v: unknown): number {
  if (v instanceof Timestamp) return v.toMillis();
  if (v instanceof Date) return v.getTime();
  return typeof v === 'number' ? v : 0;
}

export function writeCardRefund(
  tx: Transaction,
  key: string,
  r: Pick<CardRefund, 'userId' | 'accountId' | 'paymentId' | 'taskId' | 'amountCents' | 'reason'>,
): void {
  const doc: CardRefund = {
    ...r,
    status: 'pending',
    refundId: null,
    error: null,
    createdAt: FieldValue.serverTimestamp() as never,
    updatedAt: FieldValue.serverTimestamp() as never,
  };
  tx.create(col.cardRefunds().doc(key), doc);
}

/**
 * Sends a decided card refund to Stripe, once: the idempotency key is the cardRefunds key, so a
 * trigger delivered twice (or a retry after a crash) gets the same refund back, and
 * recordStripeRefund() files it under Stripe's refund id exactly once.
 */
export async function processCardRefund(key: string): Promise<string | null> {
  const ref = col.cardRefunds().doc(key);
  const card = (await ref.get()).data();
  if (!card || card.status === 'succeeded') return card?.refundId ?? null;
  try {
    const refund = await stripe().refunds.create(
      {
        payment_intent: card.paymentId,
        amount: card.amountCents,
        metadata: {
          cardRefundKey: key,
          reason: card.reason,
          uid: card.userId,
          ...(card.taskId ? { taskId: card.taskId } : {}),
        },
      },
      { idempotencyKey: `tasklane-refund-${key}` },
    );
    await recordStripeRefund(refund);
    await ref.update({
      status: 'succeeded',
      refundId: refund.id,
      error: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    logs.cardRefundDone(key, refund.id, refund.amount);
    return refund.id;
  } catch (err) {
    logs.cardRefundFailed(key, err);
    await ref.update({
      status: 'failed',
      error: err instanceof Error ? err.message : String(err),
      updatedAt: FieldValue.serverTimestamp(),
    });
    throw err;
  }
}

function reasonOf(refund: Stripe.Refund): Refund['reason'] {
  const r = refund.metadata?.reason;
  return (CARD_REFUND_REASONS as readonly string[]).includes(r ?? '') ? (r as CardRefundReason) : 'stripe';
}

/**
 * Files a refund Stripe made under its own id (refunds/{re_…}), in one transaction with the
 * payment's refunded total, the credit note and the audit entry. Both our refund path and the
 * charge.refunded webhook call it; whichever comes second finds the document and does nothing.
 */
export async function recordStripeRefund(refund: Stripe.Refund): Promise<boolean> {
  const paymentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  if (!paymentId) return false;
  const refundRef = col.refunds().doc(refund.id);
  const paymentRef = col.payments().doc(paymentId);
  return db.runTransaction(async (tx) => {
    const [refundSnap, paymentSnap] = await Promise.all([tx.get(refundRef), tx.get(paymentRef)]);
    const payment = paymentSnap.data();
    if (refundSnap.exists || !payment) return false;
    const profile = await tx.get(col.profile(payment.userId));
    // A team's payment is refunded to the team: its credit note names the team's legal name and
    // address, as its receipt did, and is mailed to the buyer, or to the address the receipt went
    // to once the buyer's account is deleted (a closed team's last owner may be gone).
    const accountId = accountOf(payment);
    const team = accountId !== payment.userId ? (await tx.get(col.team(accountId))).data() : undefined;
    const original = team && payment.receiptId ? await tx.get(col.receipts().doc(payment.receiptId)) : null;
    const taskId = refund.metadata?.taskId ?? payment.taskId ?? null;
    const taskRef = taskId ? col.task(taskId) : null;
    const taskSnap = taskRef ? await tx.get(taskRef) : null;
    const receipt = await prepareReceipt(tx, new Date());

    const refundedCents = Math.min(payment.totalCents, payment.refundedCents + refund.amount);
    const credit = creditNoteAmounts(payment, refund.amount);
    const doc: Refund = {
      userId: payment.userId,
      accountId,
      paymentId,
      taskId,
      amountCents: refund.amount,
      reason: reasonOf(refund),
      creditNoteId: receipt.id,
      createdAt: FieldValue.serverTimestamp() as never,
    };
    tx.create(refundRef, doc);
    recordStats(tx, {
      kind: 'card_refund',
      at: Date.now(),
      accountId,
      product: payment.kind,
      subtotalCents: credit.subtotalCents,
      totalCents: refund.amount,
      taxes: credit.taxes,
    });
    tx.update(paymentRef, {
      refundedCents,
      status: refundedCents >= payment.totalCents ? 'refunded' : 'partially_refunded',
      updatedAt: FieldValue.serverTimestamp(),
    });
    receipt.write({
      uid: accountId,
      kind: 'credit_note',
      customer: team
        ? {
            name: String(team.legalName ?? ''),
            address: String(team.address ?? ''),
            email: String(profile.get('email') ?? original?.get('customer.email') ?? ''),
            locale: (profile.get('locale') ?? original?.get('customer.locale')) === 'fr' ? 'fr' : 'en',
          }
        : {
            name: String(profile.get('name') ?? ''),
            email: String(profile.get('email') ?? ''),
            locale: profile.get('locale') === 'fr' ? 'fr' : 'en',
          },
      lines: [
        {
          description: { en: `Refund: ${payment.description.en}`, fr: `Remboursement : ${payment.description.fr}` },
          amountCents: credit.subtotalCents,
        },
      ],
      province: payment.province as Province,
      taxes: credit.taxes,
      subtotalCents: credit.subtotalCents,
      totalCents: refund.amount,
      paymentMethod: 'card',
      paymentId,
      ...(payment.receiptId ? { refundOf: payment.receiptId } : {}),
    });
    if (taskRef && taskSnap?.exists) {
      const status = taskSnap.get('status') as string;
      const amount = (refund.amount / 100).toFixed(2);
      tx.update(taskRef, {
        history: FieldValue.arrayUnion({
          at: Timestamp.now(),
          by: SYSTEM_ACTOR,
          from: status,
          to: status,
          note: `Card refunded: ${amount} CAD`,
        }),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    writeAudit(tx, {
      actorUserId: SYSTEM_ACTOR,
      subjectUserId: payment.userId,
      action: 'payment_refunded',
      entityType: 'payment',
      entityId: paymentId,
      metadata: {
        refundId: refund.id,
        amountCents: refund.amount,
        reason: doc.reason,
        taskId,
        creditNoteId: receipt.id,
      },
    });
    return true;
  });
}

/** A refund's share of the payment's subtotal and of each tax line, rounded per line. */
export function creditNoteAmounts(
  payment: Pick<Payment, 'totalCents' | 'subtotalCents' | 'taxes'>,
  amountCents: number,
): { subtotalCents: number; taxes: Payment['taxes'] } {
  if (amountCents >= payment.totalCents) return { subtotalCents: payment.subtotalCents, taxes: payment.taxes };
  const ratio = amountCents / payment.totalCents;
  const taxes = payment.taxes.map((t) => ({ ...t, amountCents: Math.round(t.amountCents * ratio) }));
  return { subtotalCents: amountCents - taxes.reduce((s, t) => s + t.amountCents, 0), taxes };
}

/** charge.dispute.created: flags the payment so an admin follows it up. */
export async function flagDispute(dispute: Stripe.Dispute): Promise<boolean> {
  const paymentId = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
  if (!paymentId) return false;
  const ref = col.payments().doc(paymentId);
  return db.runTransaction(async (tx) => {
    const payment = (await tx.get(ref)).data();
    if (!payment || payment.disputed) return false;
    tx.update(ref, { disputed: true, updatedAt: FieldValue.serverTimestamp() });
    writeAudit(tx, {
      actorUserId: SYSTEM_ACTOR,
      subjectUserId: payment.userId,
      action: 'payment_disputed',
      entityType: 'payment',
      entityId: paymentId,
      metadata: { disputeId: dispute.id, amountCents: dispute.amount, reason: dispute.reason },
    });
    return true;
  });
}

/** charge.refunded: files every refund of the charge not yet known (including ones made in Stripe's dashboard). */
export async function recordChargeRefunds(charge: Stripe.Charge): Promise<number> {
  const paymentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!paymentId) return 0;
  const list = await stripe().refunds.list({ payment_intent: paymentId, limit: 100 });
  let recorded = 0;
  for (const refund of list.data) if (await recordStripeRefund(refund)) recorded += 1;
  return recorded;
}
