// @ts-check
// Events: recorded newest first, and delivered to the webhook signed as Stripe signs them.
import Stripe from 'stripe';
import { STRIPE_LOCAL_SECRET_KEY, STRIPE_LOCAL_WEBHOOK_SECRET } from '../stripe-keys.mjs';
import { API_VERSION, id, now } from './common.mjs';

const stripeLib = new Stripe(STRIPE_LOCAL_SECRET_KEY);

/**
 * @param {{ db: { events: import('./common.mjs').StripeEvent[] }, target: string, log: (...a: unknown[]) => void }} ctx
 */
export function makeEvents({ db, target, log }) {
  // Webhooks go out one at a time, in the order the events happened. Stripe promises neither
  // order nor concurrency, so this is one of its legal behaviours; delivering them all at once made
  // the Functions emulator, which starts a fresh worker process for every concurrent request,
  // boot one per event: on two cores a checkout's four events then waited minutes for their
  // workers. The webhook still copes with any order: the functions tests post crafted events out
  // of order and several at once.
  const outbox = [];
  let sending = false;
  function deliver(event, attempt = 1) {
    outbox.push({ event, attempt });
    void drain();
  }
  async function drain() {
    if (sending) return;
    sending = true;
    try {
      while (outbox.length > 0) {
        const { event, attempt } = outbox.shift();
        await deliverOnce(event, attempt);
      }
    } finally {
      sending = false;
    }
  }
  async function deliverOnce(event, attempt) {
    const payload = JSON.stringify(event);
    const header = stripeLib.webhooks.generateTestHeaderString({ payload, secret: STRIPE_LOCAL_WEBHOOK_SECRET });
    try {
      // Longer than the webhook's own 120 s limit, so a slow cold start is not cut short; a hung
      // endpoint still cannot hold the queue for ever.
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
        signal: AbortSignal.timeout(150_000),
      });
      await res.arrayBuffer();
      if (res.ok) return;
      log(`webhook ${event.type} answered ${res.status} (attempt ${attempt})`);
    } catch (err) {
      log(`webhook ${event.type} failed (attempt ${attempt}): ${err instanceof Error ? err.message : String(err)}`);
    }
    // Stripe retries failed deliveries with back-off; a few quick retries are enough locally.
    if (attempt < 4) setTimeout(() => deliver(event, attempt + 1), 1000 * 2 ** attempt).unref();
  }

  function emit(type, object, previousAttributes) {
    const data = {
      object: structuredClone(object),
      ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
    };
    /** @type {import('./common.mjs').StripeEvent} */
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      data,
    };
    db.events.unshift(event);
    deliver(event);
    return event;
  }

  return { emit };
}
