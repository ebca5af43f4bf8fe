import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable.js';
import { ForeignInvoiceError, grantInvoice } from '../lib/subscriptions/invoices.js';
import { stripeIdOf } from '../lib/subscriptions/sync.js';
import { STRIPE_SECRETS, stripe } from '../services/stripe.js';

/**
 * The subscription success page's call: the same grant as the webhook's invoice.paid, so the
 * customer sees their plan and first credits at once. Another user's session and an unknown one
 * give the same 'not-found'.
 */
export const confirmSubscription = defineCallable(
  'confirmSubscription',
  'user',
  async ({ sessionId }, { uid }) => {
    const notFound = () => new HttpsError('not-found', 'Checkout session not found');
    let session;
    try {
      session = await stripe().checkout.sessions.retrieve(sessionId);
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) throw notFound();
      throw err;
    }
    if (session.mode !== 'subscription' || session.client_reference_id !== uid) throw notFound();
    const invoiceId = stripeIdOf(session.invoice);
    if (session.status === 'expired')
      return { status: 'failed' as const, planId: null, credits: 0, invoiceId: null, receiptId: null };
    if (session.status !== 'complete' || !invoiceId)
      return { status: 'pending' as const, planId: null, credits: 0, invoiceId: null, receiptId: null };
    try {
      // The plan's account: the caller's own, or the team they bought it for (the session's metadata).
      const account = typeof session.metadata?.uid === 'string' ? session.metadata.uid : uid;
      const out = await grantInvoice(invoiceId, { onlyFor: account });
      // A second plan: cancelled and refunded, so this checkout bought nothing.
      if (out.status === 'duplicate_plan')
        return { status: 'failed' as const, planId: null, credits: 0, invoiceId, receiptId: null };
      if (out.status !== 'granted')
        return { status: 'pending' as const, planId: null, credits: 0, invoiceId, receiptId: null };
      return {
        status: 'active' as const,
        planId: out.planId,
        credits: out.credits,
        invoiceId,
        receiptId: out.receiptId,
      };
    } catch (err) {
      if (err instanceof ForeignInvoiceError) throw notFound();
      throw err;
    }
  },
  { secrets: STRIPE_SECRETS },
);
