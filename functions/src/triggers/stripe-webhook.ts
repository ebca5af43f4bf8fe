import { REGION } from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { logs } from '../lib/logs.js';
import { closeDraft, fulfil } from '../lib/payments/fulfil.js';
import { flagDispute, recordChargeRefunds } from '../lib/payments/refunds.js';
import { handleSubscriptionEvent } from '../lib/subscriptions/events.js';
import { fulfilQuoteCheckout } from '../lib/quotes/checkout.js';
import { STRIPE_SECRETS, verifyWebhook } from '../services/stripe.js';
import { col } from '../lib/collections.js';

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
 * written. Each event is recorded in stripeEvents/{id}: claimed by one delivery, then processed.
 * Any failure answers 500 so Stripe retries (a 2xx on failure would lose the payment).
 */
export const stripeWebhook = onRequest(
  { region: REGION, secrets: STRIPE_SECRETS, timeoutSeconds: 120 },
  async (req, res) => {
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
    const ref = col.stripeEvents().doc(event.id);
    let claim: Claim;
    try {
      claim = await claimEvent(ref, event.type);
    } catch (err) {
      logs.webhookFailed(event.id, event.type, err);
      res.status(500).send('Processing failed');
      return;
    }
    if (claim === 'processed') {
      logs.webhookDuplicate(event.id, event.type);
      res.json({ received: true, duplicate: true });
      return;
    }
    if (claim === 'busy') {
      // Another delivery is still handling it. A 2xx now could end Stripe's retries before that
      // one succeeds; a non-2xx makes Stripe deliver again later, when it will be processed.
      res.status(409).send('Being processed; retry later');
      return;
    }
    try {
      const outcome = await handleStripeEvent(event);
      await ref.set(
        {
          type: event.type,
          status: 'processed',
          outcome,
          created: event.created,
          processedAt: FieldValue.serverTimestamp(),
          leaseUntil: FieldValue.delete(),
        },
        { merge: true },
      );
      logs.webhookHandled(event.id, event.type, outcome);
      res.json({ received: true });
    } catch (err) {
      logs.webhookFailed(event.id, event.type, err);
      await ref
        .set(
          {
            type: event.type,
            status: 'failed',
            error: err instanceof Error ? err.message : String(err),
            failedAt: FieldValue.serverTimestamp(),
            leaseUntil: FieldValue.delete(),
          },
          { merge: true },
        )
        .catch(() => undefined);
      res.status(500).send('Processing failed');
    }
  },
);

type Claim = 'claimed' | 'processed' | 'busy';
/** Longer than the function's own timeout, so a delivery killed mid-way frees the event. */
const LEASE_MS = 130_000;
/** How long a duplicate waits for the delivery that holds the event before answering 409. */
const WAIT_MS = 30_000;
/** gRPC's ABORTED: the transaction lost to another on the same document. */
const ABORTED = 10;

/**
 * Lets one delivery of an event handle it at a time. Stripe may deliver an event several times
 * at once (retries, replays); without this every copy ran the same fulfilment transaction, and
 * twenty at once mostly aborted each other on contention. A copy that finds the event being
 * handled waits, reading the small event document, until it is processed (then 200, as a
 * duplicate), or takes it over if that delivery failed or its lease ran out.
 */
async function claimEvent(ref: FirebaseFirestore.DocumentReference, type: string): Promise<Claim> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const seen = await ref.get();
    const state = eventState(seen);
    if (state === 'processed') return 'processed';
    if (state === 'free') {
      let won: Claim = 'busy';
      try {
        won = await ref.firestore.runTransaction(async (tx) => {
          const now = eventState(await tx.get(ref));
          if (now !== 'free') return now === 'processed' ? 'processed' : 'busy';
          tx.set(
            ref,
            {
              type,
              status: 'processing',
              leaseUntil: Timestamp.fromMillis(Date.now() + LEASE_MS),
              attempts: FieldValue.increment(1),
            },
            { merge: true },
          );
          return 'claimed';
        });
      } catch (err) {
        // Many copies claiming at the same moment abort each other; one of them won, so look again.
        if ((err as { code?: number }).code !== ABORTED) throw err;
      }
      if (won !== 'busy') return won;
    }
    if (Date.now() > deadline) return 'busy';
    await new Promise((r) => setTimeout(r, 250));
  }
}

function eventState(snap: FirebaseFirestore.DocumentSnapshot): 'processed' | 'held' | 'free' {
  const status = snap.get('status') as string | undefined;
  if (status === 'processed') return 'processed';
  const lease = snap.get('leaseUntil') as Timestamp | undefined;
  return status === 'processing' && lease && lease.toMillis() > Date.now() ? 'held' : 'free';
}
