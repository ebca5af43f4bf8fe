import {
  accountOf,
  cadToCents,
  raiseCardAcceptance,
  type CardRefund,
  type Payment,
  type Province,
  type QuoteAccepted,
} from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { stripe } from '../../services/stripe.js';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { logs } from '../logs.js';
import { notifyPaymentSuccess } from '../notify.js';
import { UnknownSessionError } from '../payments/fulfil.js';
import { prepareReceipt } from '../receipts.js';
import { readSettings } from '../settings.js';
import { isCustomerSide } from '../teams.js';
import { transitionQuote } from './transition.js';
import { recordStats } from '../stats.js';
import { col } from '../collections.js';

export interface QuoteCheckoutResult {
  status: 'paid' | 'pending' | 'failed' | 'expired';
  quoteId: string;
  paymentId: string | null;
  duplicate: boolean;
}

/**
 * Accepts a quote paid by card, exactly once. The webhook (for sessions whose metadata kind is
 * 'quote') and the quote page's return both call this; the session is re-read from Stripe. In one
 * transaction under the payment intent's id: the payment, its receipt, the audit entry and the
 * quote accepted with the frozen version. A higher ceiling paid by card (the draft says quoteRaise)
 * is fulfilled the same way: its own payment and receipt, and the raised version locked with the
 * payment added to the quote's list, so settling can refund each payment separately. If the offer
 * is no longer the one paid for (declined, accepted another way, replaced by a newer version, or a
 * raise arriving after delivery), the whole charge goes back to the card.
 */
export async function fulfilQuoteCheckout(
  sessionId: string,
  opts: { onlyFor?: string } = {},
): Promise<QuoteCheckoutResult> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe().checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) throw new UnknownSessionError(sessionId);
    throw err;
  }
  const draftId = session.metadata?.draftId;
  const quoteId = session.metadata?.quoteId;
  const userId = session.client_reference_id;
  if (session.metadata?.kind !== 'quote' || !draftId || !quoteId || !userId) throw new UnknownSessionError(sessionId);
  // The quote page's return may act for anyone on the quote's customer side (a team's member who
  // returns to a Checkout another member opened); everyone else's session is "unknown".
  if (opts.onlyFor !== undefined && opts.onlyFor !== userId) {
    const caller = opts.onlyFor;
    const allowed = await db.runTransaction(async (tx) => {
      const quote = (await tx.get(col.quotes().doc(quoteId))).data();
      return quote !== undefined && (await isCustomerSide(caller, quote, tx));
    });
    if (!allowed) throw new UnknownSessionError(sessionId);
  }
  const draftRef = col.checkoutDrafts().doc(draftId);
  if (session.payment_status !== 'paid') {
    const draft = (await draftRef.get()).data();
    const status = session.status === 'expired' ? 'expired' : draft?.status === 'failed' ? 'failed' : 'pending';
    return { status, quoteId, paymentId: null, duplicate: false };
  }
  const intent = session.payment_intent as Stripe.PaymentIntent | string | null;
  const paymentId = typeof intent === 'string' ? intent : intent?.id;
  if (!paymentId) throw new Error(`Paid session ${sessionId} has no payment intent`);
  const chargeId =
    typeof intent === 'object' && intent
      ? typeof intent.latest_charge === 'string'
        ? intent.latest_charge
        : (intent.latest_charge?.id ?? null)
      : null;
  const paymentRef = col.payments().doc(paymentId);
  const quoteRef = col.quotes().doc(quoteId);

  const out = await db.runTransaction(async (tx) => {
    const [paymentSnap, draftSnap, quoteSnap] = await Promise.all([
      tx.get(paymentRef),
      tx.get(draftRef),
      tx.get(quoteRef),
    ]);
    if (paymentSnap.exists) return { duplicate: true, accepted: false };
    const draft = draftSnap.data();
    const quote = quoteSnap.data();
    // The draft's account pays for the quote's account (a team's, whichever member paid).
    if (!draft || draft.userId !== userId || !quote || accountOf(draft) !== accountOf(quote))
      throw new Error(`Quote checkout ${draftId} is missing or belongs to someone else`);
    const accountId = accountOf(quote);
    const charged = session.amount_total ?? 0;
    if (charged !== draft.totalCents) logs.paymentAmountMismatch(sessionId, draft.totalCents, charged);
    const version = quote.versions.find((v) => v.number === draft.quoteVersion);
    const latest = quote.versions.at(-1)?.number === draft.quoteVersion;
    // A payment started while the offer was open is honoured even if the tick expired it since.
    const stillOffered =
      !draft.quoteRaise && !quote.accepted && (quote.status === 'quoted' || quote.status === 'expired') && latest;
    // A raise is honoured while the work is not delivered and the paid version is still the newest,
    // higher than the locked one (its offer's expiry only bounds when the Checkout may start).
    const raiseStillOffered =
      draft.quoteRaise === true &&
      quote.accepted?.paymentMethod === 'card' &&
      (quote.status === 'accepted' || quote.status === 'in_progress') &&
      latest &&
      (draft.quoteVersion ?? 0) > quote.accepted.version.number;
    const profileSnap = await tx.get(col.profile(userId));
    const settings = await readSettings(tx);
    const refundRef = col.cardRefunds().doc(`quote_dup_${paymentId}`);
    const receipt = await prepareReceipt(tx, new Date());

    const payment: Payment = {
      userId,
      accountId,
      kind: 'quote',
      draftId,
      sessionId,
      chargeId,
      packId: null,
      credits: 0,
      taskId: null,
      quoteId,
      description: draft.description,
      province: draft.province,
      subtotalCents: draft.subtotalCents,
      taxes: draft.taxes,
      totalCents: charged,
      currency: 'cad',
      status: 'paid',
      refundedCents: 0,
      disputed: false,
      receiptId: receipt.id,
      createdAt: FieldValue.serverTimestamp() as never,
      updatedAt: FieldValue.serverTimestamp() as never,
    };
    tx.create(paymentRef, payment);
    recordStats(tx, {
      kind: 'payment',
      at: Date.now(),
      accountId,
      product: 'quote',
      subtotalCents: draft.subtotalCents,
      totalCents: charged,
      taxes: draft.taxes,
    });
    tx.update(draftRef, { status: 'paid', paymentId, updatedAt: FieldValue.serverTimestamp() });
    const locale = profileSnap.get('locale') === 'fr' ? 'fr' : 'en';
    receipt.write({
      // The account's receipt: a team's carries its legal name and address (its province taxed the draft).
      uid: accountId,
      kind: 'receipt',
      customer: draft.billTo
        ? {
            name: draft.billTo.name,
            address: draft.billTo.address,
            email: String(profileSnap.get('email') ?? ''),
            locale,
          }
        : { name: String(profileSnap.get('name') ?? ''), email: String(profileSnap.get('email') ?? ''), locale },
      lines: [{ description: draft.description, amountCents: draft.subtotalCents }],
      province: draft.province as Province,
      taxes: draft.taxes,
      subtotalCents: draft.subtotalCents,
      totalCents: draft.totalCents,
      paymentMethod: 'card',
      paymentId,
    });
    writeAudit(tx, {
      actorUserId: userId,
      subjectUserId: userId,
      action: 'payment_received',
      entityType: 'payment',
      entityId: paymentId,
      metadata: {
        kind: 'quote',
        sessionId,
        totalCents: charged,
        quoteId,
        receiptId: receipt.id,
        ...(draft.quoteRaise ? { quoteRaise: true, quoteVersion: draft.quoteVersion } : {}),
      },
    });
    if (raiseStillOffered && version && quote.accepted) {
      const raised = raiseCardAcceptance(quote.accepted, version, {
        paymentId,
        version: version.number,
        subtotalCents: draft.subtotalCents,
        taxes: draft.taxes,
        totalCents: draft.totalCents,
        paidAt: Date.now(),
      });
      transitionQuote(
        tx,
        quoteRef,
        quote,
        quote.status,
        userId,
        { accepted: raised, expiresAt: null, checkout: null },
        `Version ${version.number} accepted: ceiling raised, the difference paid by card`,
      );
      return { duplicate: false, accepted: true };
    }
    if (stillOffered && version) {
      const accepted: QuoteAccepted = {
        version,
        paymentMethod: 'card',
        creditPriceCents: cadToCents(settings.creditPriceCad),
        reservedCredits: 0,
        paymentId,
        province: draft.province,
        subtotalCents: draft.subtotalCents,
        taxes: draft.taxes,
        totalCents: draft.totalCents,
        acceptedAt: Date.now(),
        cardPayments: [
          {
            paymentId,
            version: version.number,
            subtotalCents: draft.subtotalCents,
            taxes: draft.taxes,
            totalCents: draft.totalCents,
            paidAt: Date.now(),
          },
        ],
      };
      transitionQuote(
        tx,
        quoteRef,
        quote,
        'accepted',
        userId,
        { accepted, expiresAt: null, checkout: null },
        `Version ${version.number} accepted, paid by card`,
      );
      return { duplicate: false, accepted: true };
    }
    // Paid for an offer that is gone: the money goes straight back.
    const refund: CardRefund = {
      userId,
      paymentId,
      taskId: null,
      amountCents: charged,
      reason: 'quote_duplicate',
      status: 'pending',
      refundId: null,
      error: null,
      createdAt: FieldValue.serverTimestamp() as never,
      updatedAt: FieldValue.serverTimestamp() as never,
    };
    tx.create(refundRef, refund);
    return { duplicate: false, accepted: false };
  });
  logs.paymentFulfilled(paymentId, 'quote', out.duplicate);
  await notifyPaymentSuccess(userId, paymentId, (session.amount_total ?? 0) / 100);
  return { status: 'paid', quoteId, paymentId, duplicate: out.duplicate };
}
