import {
  INVOICE_BILLING_REASONS,
  isLiveSubscription,
  planByPriceId,
  quotePlan,
  type Invoice,
  type NotificationPayload,
} from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { sendPaymentFailedEmail } from './payment-failed-mail.js';
import { stripe } from '../../services/stripe.js';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { moveCredits, readWallet } from '../credits.js';
import { logs } from '../logs.js';
import { notifyPaymentSuccess, writeNotification } from '../notify.js';
import { prepareReceipt } from '../receipts.js';
import { readSettings } from '../settings.js';
import { recordStats } from '../stats.js';
import { endDuplicatePlan } from './duplicates.js';
import { stripeIdOf, syncSubscription } from './sync.js';
import { col } from '../collections.js';

export interface GrantResult {
  /** 'duplicate_plan': the invoice of a second plan, refunded and never granted. */
  status: 'granted' | 'unpaid' | 'ignored' | 'duplicate_plan';
  uid: string | null;
  invoiceId: string;
  planId: string | null;
  credits: number;
  receiptId: string | null;
  /** True when the invoice was granted before and this call wrote nothing. */
  duplicate: boolean;
}

export class ForeignInvoiceError extends Error {}

function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  return stripeIdOf(invoice.parent?.subscription_details?.subscription);
}

function billingReasonOf(invoice: Stripe.Invoice): Invoice['billingReason'] | null {
  return INVOICE_BILLING_REASONS.find((r) => r === invoice.billing_reason) ?? null;
}

/**
 * Grants the plan's credits for one paid subscription invoice, exactly once. The webhook (and its
 * retries) and the success page call this; the invoice is always re-read from Stripe. In one
 * transaction, under the invoice's id: invoices/{in_…}, the credits (wallet, ledger, audit), the
 * receipt, the revenue statistics and the plan the paid period is on. An existing invoice
 * document means "done". The credits are those of the plan the invoice's price belongs to, so a
 * plan change made during a period gives the new plan's credits from the next invoice on.
 */
export async function grantInvoice(invoiceId: string, opts: { onlyFor?: string } = {}): Promise<GrantResult> {
  const invoice = await stripe().invoices.retrieve(invoiceId);
  const base = { invoiceId, uid: null, planId: null, credits: 0, receiptId: null, duplicate: false };
  const reason = billingReasonOf(invoice);
  const subscriptionId = subscriptionIdOf(invoice);
  // Only a subscription's first and renewal invoices carry a month of credits; plan changes are
  // made without proration, so Stripe bills nothing else.
  if (!reason || !subscriptionId) return { ...base, status: 'ignored' };
  const synced = await syncSubscription(subscriptionId);
  const uid = synced.uid;
  if (!uid || !synced.province) return { ...base, status: 'ignored' };
  if (opts.onlyFor !== undefined && opts.onlyFor !== uid) throw new ForeignInvoiceError(invoiceId);
  if (invoice.status !== 'paid') return { ...base, uid, status: 'unpaid' };

  const line = invoice.lines.data[0];
  const priceId = stripeIdOf(line?.pricing?.price_details?.price);
  const settings = await readSettings();
  const plan = priceId ? planByPriceId(settings, priceId) : undefined;
  // A Stripe price no plan names is a settings mistake: fail, so Stripe retries once it is fixed.
  if (!plan || !line)
    throw new Error(`Invoice ${invoiceId} bills price ${priceId ?? '?'}, which no plan in the settings names`);
  const paidAt = new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000);
  // Taxed on what the invoice billed before tax, so the receipt and the statistics follow the charge.
  const quote = quotePlan(plan, synced.province, paidAt, invoice.subtotal);
  if (invoice.total !== quote.totalCents) logs.invoiceAmountMismatch(invoiceId, quote.totalCents, invoice.total);
  const province = synced.province;
  // A team's plan: the team's wallet and receipt (its legal name and address), the buying owner's
  // e-mail and language; a person's: their own.
  const actor = synced.actor ?? null;
  const person = actor ?? uid;
  const invoiceRef = col.invoices().doc(invoiceId);
  const subscriptionRef = col.subscriptions().doc(uid);

  const out = await db.runTransaction(async (tx) => {
    const existing = (await tx.get(invoiceRef)).data();
    if (existing)
      return {
        duplicate: true,
        credits: existing.credits,
        receiptId: existing.receiptId,
        planId: existing.planId,
        balance: undefined as number | undefined,
      };
    const [profileSnap, subscriptionSnap, teamSnap] = await Promise.all([
      tx.get(col.profile(person)),
      tx.get(subscriptionRef),
      actor ? tx.get(col.team(uid)) : Promise.resolve(null),
    ]);
    // One plan per customer: only the stored live plan's invoices grant. Checked here, in the
    // grant's own transaction, so no order of events can grant a second plan's month.
    const stored = subscriptionSnap.data();
    if (stored && isLiveSubscription(stored.status) && stored.subscriptionId !== subscriptionId)
      return { secondPlanOf: stored.subscriptionId };
    const wallet = await readWallet(tx, uid);
    const receipt = await prepareReceipt(tx, paidAt);

    const balance = moveCredits(tx, wallet, {
      credits: plan.creditsPerMonth,
      type: 'plan',
      description: quote.description,
      actorUserId: person,
      metadata: { invoiceId, subscriptionId, planId: plan.id },
    });
    const record: Invoice = {
      userId: uid,
      subscriptionId,
      planId: plan.id,
      billingReason: reason,
      credits: plan.creditsPerMonth,
      periodStart: line.period.start,
      periodEnd: line.period.end,
      province,
      subtotalCents: quote.subtotalCents,
      taxes: quote.taxes,
      totalCents: invoice.total,
      currency: 'cad',
      status: 'paid',
      receiptId: receipt.id,
      paidAt: Timestamp.fromDate(paidAt),
      createdAt: FieldValue.serverTimestamp() as never,
    };
    tx.create(invoiceRef, record);
    const locale = profileSnap.get('locale') === 'fr' ? 'fr' : 'en';
    receipt.write({
      uid,
      kind: 'receipt',
      customer: teamSnap?.exists
        ? {
            name: String(teamSnap.get('legalName') ?? ''),
            address: String(teamSnap.get('address') ?? ''),
            email: String(profileSnap.get('email') ?? ''),
            locale,
          }
        : { name: String(profileSnap.get('name') ?? ''), email: String(profileSnap.get('email') ?? ''), locale },
      lines: [{ description: quote.description, amountCents: quote.subtotalCents }],
      province,
      taxes: quote.taxes,
      subtotalCents: quote.subtotalCents,
      totalCents: quote.totalCents,
      paymentMethod: 'card',
      paymentId: invoiceId,
    });
    recordStats(tx, {
      kind: 'payment',
      at: paidAt.getTime(),
      accountId: uid,
      product: 'plan',
      subtotalCents: quote.subtotalCents,
      totalCents: invoice.total,
      taxes: quote.taxes,
    });
    writeAudit(tx, {
      actorUserId: person,
      subjectUserId: uid,
      action: 'payment_received',
      entityType: 'payment',
      entityId: invoiceId,
      metadata: {
        kind: 'subscription',
        subscriptionId,
        billingReason: reason,
        planId: plan.id,
        totalCents: invoice.total,
        credits: plan.creditsPerMonth,
        receiptId: receipt.id,
      },
    });
    if (stored?.subscriptionId === subscriptionId) {
      tx.update(subscriptionRef, {
        periodPlanId: plan.id,
        lastInvoiceId: invoiceId,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return { duplicate: false, credits: plan.creditsPerMonth, receiptId: receipt.id, planId: plan.id, balance };
  });

  if (out.secondPlanOf !== undefined) {
    // The sync above has usually ended it already; if not (an event order it did not see), now.
    if (!synced.duplicateOf) await endDuplicatePlan(uid, subscriptionId, out.secondPlanOf);
    return { ...base, uid, status: 'duplicate_plan' };
  }
  logs.invoiceGranted(invoiceId, out.credits, out.duplicate);
  // Idempotent (its id is the invoice's): a redelivery writes a notification lost to a crash.
  await notifyPaymentSuccess(person, invoiceId, invoice.total / 100, out.balance);
  return {
    status: 'granted',
    uid,
    invoiceId,
    planId: out.planId,
    credits: out.credits,
    receiptId: out.receiptId,
    duplicate: out.duplicate,
  };
}

/**
 * A renewal that could not be charged: the subscription is re-read (Stripe has made it past_due),
 * the customer gets a bell notification and an e-mail in their language with a link to update
 * their card, once per attempt. Nothing is granted.
 */
export async function recordFailedInvoice(invoiceId: string): Promise<string> {
  const invoice = await stripe().invoices.retrieve(invoiceId);
  const subscriptionId = subscriptionIdOf(invoice);
  if (!subscriptionId) return 'not a subscription invoice';
  const synced = await syncSubscription(subscriptionId);
  // A team's plan: the owner who bought it hears of it.
  const uid = synced.uid ? (synced.actor ?? synced.uid) : null;
  if (!uid) return 'no user';
  if (invoice.status === 'paid') return 'paid since';
  const attempt = invoice.attempt_count;
  logs.invoicePaymentFailed(invoiceId, uid, attempt);
  const payload: NotificationPayload = {
    amount: invoice.total / 100,
    message: invoice.next_payment_attempt ? 'renewal_failed_retrying' : 'renewal_failed_final',
  };
  const written = await writeNotification({
    id: `invoice_failed_${invoiceId}_${attempt}`,
    userId: uid,
    templateKey: 'payment_failed',
    payload,
  });
  if (!written) return 'already notified';
  await db.runTransaction(async (tx) => {
    writeAudit(tx, {
      actorUserId: 'stripe',
      subjectUserId: uid,
      action: 'subscription_payment_failed',
      entityType: 'subscription',
      entityId: subscriptionId,
      metadata: { invoiceId, attempt, totalCents: invoice.total, nextAttempt: invoice.next_payment_attempt ?? null },
    });
  });
  await sendPaymentFailedEmail(uid, {
    amountCents: invoice.total,
    nextAttemptSec: invoice.next_payment_attempt ?? null,
  });
  return 'customer notified';
}
