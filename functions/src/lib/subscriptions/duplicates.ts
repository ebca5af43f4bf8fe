import { SUBSCRIPTION_STATUSES, isLiveSubscription } from '@tasklane/domain';
import type Stripe from 'stripe';
import { sendDuplicatePlanStaffMail } from '../../services/subscription-emails.js';
import { stripe } from '../../services/stripe.js';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { logs } from '../logs.js';
import { col } from '../collections.js';

function isLive(s: Stripe.Subscription): boolean {
  const status = SUBSCRIPTION_STATUSES.find((x) => x === s.status);
  return status !== undefined && isLiveSubscription(status);
}

/** The payment intent that paid an invoice (API 2026: under invoice.payments). */
function paymentIntentOf(invoice: Stripe.Invoice): string | null {
  for (const p of invoice.payments?.data ?? []) {
    const pi = p.payment?.payment_intent;
    if (p.status === 'paid' && pi) return typeof pi === 'string' ? pi : pi.id;
  }
  return null;
}

/** Refunds one paid invoice in full, once: the idempotency key is the invoice's. */
async function refundInvoice(
  invoiceId: string,
  uid: string,
  subscriptionId: string,
): Promise<{ invoiceId: string; amountCents: number } | null> {
  const invoice = await stripe().invoices.retrieve(invoiceId, { expand: ['payments'] });
  const paymentIntent = invoice.status === 'paid' ? paymentIntentOf(invoice) : null;
  if (!paymentIntent || invoice.amount_paid <= 0) return null;
  try {
    const refund = await stripe().refunds.create(
      {
        payment_intent: paymentIntent,
        reason: 'duplicate',
        metadata: { uid, subscriptionId, invoiceId, reason: 'duplicate_plan' },
      },
      { idempotencyKey: `tasklane-duplicate-plan-refund-${invoiceId}` },
    );
    return { invoiceId, amountCents: refund.amount };
  } catch (err) {
    // Refunded already (a replay after Stripe forgot the idempotency key): nothing more to send back.
    if ((err as { code?: string }).code === 'charge_already_refunded')
      return { invoiceId, amountCents: invoice.amount_paid };
    throw err;
  }
}

export type DuplicateOutcome = 'ended' | 'not_duplicate';

/**
 * Ends a second plan: a live subscription of `uid` other than the stored live one (`keptId`). A
 * customer has at most one plan; the checkout guard keeps a second from being paid, and this
 * catches whatever still reaches the webhook (a checkout opened before the guard, one made in
 * Stripe's dashboard). The stored plan stays; the second is cancelled at once in Stripe, every
 * invoice it paid is refunded in full, and it never grants credits (the invoice grant refuses an
 * invoice of any subscription but the stored live one, in its transaction). The audit entry,
 * under a fixed id, is the record that it was done: the first call to write it tells the staff.
 *
 * Safe to repeat (Stripe replays events, and the invoice grant and the sync may both get here):
 * the cancel of a cancelled subscription is a no-op, each refund has the invoice's idempotency
 * key, and only the call that creates the audit entry mails the staff.
 *
 * Before anything is cancelled, the kept plan is read again from Stripe: if it has in fact ended
 * (our stored copy lagging behind), the newer subscription is the customer's one plan and is
 * left alone ('not_duplicate'); the caller stores it.
 */
export async function endDuplicatePlan(uid: string, subscriptionId: string, keptId: string): Promise<DuplicateOutcome> {
  const kept = await stripe().subscriptions.retrieve(keptId);
  if (!isLive(kept)) {
    logs.duplicatePlanNotDuplicate(uid, subscriptionId, keptId);
    return 'not_duplicate';
  }
  try {
    await stripe().subscriptions.cancel(
      subscriptionId,
      {},
      { idempotencyKey: `tasklane-duplicate-plan-cancel-${subscriptionId}` },
    );
  } catch (err) {
    // Cancelled already (a replay): nothing left to stop.
    if ((err as { statusCode?: number }).statusCode !== 400) throw err;
  }
  const invoices = await stripe().invoices.list({ subscription: subscriptionId, limit: 100 });
  const refunds: { invoiceId: string; amountCents: number }[] = [];
  for (const invoice of invoices.data) {
    if (!invoice.id || invoice.status !== 'paid') continue;
    const done = await refundInvoice(invoice.id, uid, subscriptionId);
    if (done) refunds.push(done);
  }
  const refundedCents = refunds.reduce((s, r) => s + r.amountCents, 0);
  const auditRef = col.auditLogs().doc(`duplicate_plan_${subscriptionId}`);
  const firstTime = await db.runTransaction(async (tx) => {
    if ((await tx.get(auditRef)).exists) return false;
    writeAudit(
      tx,
      {
        actorUserId: 'system',
        subjectUserId: uid,
        action: 'subscription_duplicate_cancelled',
        entityType: 'subscription',
        entityId: subscriptionId,
        metadata: { keptSubscriptionId: keptId, refunds, refundedCents, creditsGranted: 0 },
      },
      auditRef.id,
    );
    return true;
  });
  logs.duplicatePlanEnded(uid, subscriptionId, keptId, refundedCents, firstTime);
  if (firstTime) {
    const email = ((await col.profile(uid).get()).get('email') as string | undefined) ?? '';
    await sendDuplicatePlanStaffMail({ uid, email, subscriptionId, keptSubscriptionId: keptId, refunds });
  }
  return 'ended';
}
