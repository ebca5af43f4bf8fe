import { REGION } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { logs } from '../lib/logs.js';
import { closeDraft, fulfil } from '../lib/payments/fulfil.js';
import { stripeEventsRef } from '../lib/payments/refs.js';
import { flagDispute, recordChargeRefunds } from '../lib/payments/refunds.js';
import { handleSubscriptionEvent } from '../lib/subscriptions/events.js';
import { fulfilQuoteCheckout } from '../lib/quotes/checkout.js';
import { STRIPE_SECRETS, verifyWebhook } from '../services/stripe.js';

/** What one event does; every branch is idempotent, so Stripe's retries are harmless. */
export async function handleStripeEvent(event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode === 'subscription') return handleSubscriptionEvent(event);
      // A delayed payment method completes the session unpaid; async_payment_succeeded follows.
      if (session.payment_status !== 'paid') return 'not paid yet';
      if (session.metadata?.kind === 'quote') {
        const accepted = await fulfilQuoteCheckout(session.id);
        return accepted.duplicate ? 'already fulfilled' : `quote paid ${accepted.paymentId}`;
      }
      const result = await fulfil(session.id);
      return result.duplicate ? 'already fulfilled' : `fulfilled ${result.paymentId}`;
    }
    case 'checkout.session.async_payment_failed':
      return (await closeDraft(event.data.object, 'failed')) ? 'draft failed' : 'nothing to do';
    case 'checkout.session.expired':
      return (await closeDraft(event.data.object, 'expired')) ? 'draft expired' : 'nothing to do';
    case 'charge.refunded':
      return `recorded ${await recordChargeRefunds(event.data.object)} refund(s)`;
    case 'charge.dispute.created':
      return (await flagDispute(event.data.object)) ? 'payment flagged' : 'nothing to do';
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return handleSubscriptionEvent(event);
    default:
      return 'ignored';
  }
}

/**
 * Stripe's webhook. The signature is checked on the raw body; a bad one gets 400 and nothing is
 * written. Each event is recorded in stripeEvents/{id} once handled. Any failure answers 500 so
 * Stripe retries (a 2xx on failure would lose the payment).
 */
export const stripeWebhook = onRequest({ region: REGION, secrets: STRIPE_SECRETS, timeoutSeconds: 120 }, async (req, res) => {
  if (req.method !== 'POST') {
    res.status(405).send('Method not allowed');
    return;
  }
  let event: Stripe.Event;
  try {
    event = verifyWebhook(req.rawBody, req.header('stripe-signature'));
  } catch (err) {
    logs.webhookBadSignature(err instanceof Error ? err.message : String(err));
    res.status(400).send('Bad signature');
    return;
  }
  const ref = stripeEventsRef().doc(event.id);
  try {
    const seen = await ref.get();
    if (seen.get('status') === 'processed') {
      logs.webhookDuplicate(event.id, event.type);
      res.json({ received: true, duplicate: true });
      return;
    }
    const outcome = await handleStripeEvent(event);
    await ref.set({ type: event.type, status: 'processed', outcome, created: event.created, processedAt: FieldValue.serverTimestamp(), deliveries: FieldValue.increment(1) }, { merge: true });
    logs.webhookHandled(event.id, event.type, outcome);
    res.json({ received: true });
  } catch (err) {
    logs.webhookFailed(event.id, event.type, err);
    await ref
      .set({ type: event.type, status: 'failed', error: err instanceof Error ? err.message : String(err), failedAt: FieldValue.serverTimestamp(), deliveries: FieldValue.increment(1) }, { merge: true })
      .catch(() => undefined);
    res.status(500).send('Processing failed');
  }
});
