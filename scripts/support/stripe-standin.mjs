// @ts-check
/* eslint-disable max-lines -- split pending: route handlers per Stripe resource */
// A local Stripe for `npm start` and the tests: a small stateful HTTP server speaking the part of
// Stripe's REST API that Tasklane calls (customers, tax rates, Checkout sessions in payment and
// subscription mode, payment intents, charges, refunds, prices, subscriptions, invoices, customer
// portal sessions, events), plus a hosted checkout page where a person types a test card and a
// portal page where they replace it. Tests move a subscription to its next period through
// POST /test/subscriptions/{id}/advance, as Stripe's test clocks do.
// The official `stripe` client reaches it through its host/port/protocol options, and webhooks
// are signed with the library's own test-header helper, so the production code path runs as is.
// State lives in memory; restarting it forgets everything, as a fresh Stripe test account would.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { HOST, PROJECT_ID, REGION, ports } from './ports.mjs';

import { STRIPE_LOCAL_SECRET_KEY, STRIPE_LOCAL_WEBHOOK_SECRET } from './stripe-keys.mjs';
const API_VERSION = '2026-10-28.endive';
const CARD_OK = '4242424242424242';
const CARD_DECLINED = '4000000000000002';
// Attaches fine but every later charge is declined: Stripe's test card for failed renewals.
const CARD_FAILS_LATER = '4000000000000341';

/**
 * The plans' monthly prices, as a Stripe test account would hold them; the default settings and
 * the seed name these ids. Others can be created through POST /v1/prices.
 */
export const KNOWN_PRICES = [
  { id: 'price_tasklane_starter_monthly', unit_amount: 9_900, nickname: 'Tasklane Starter' },
  { id: 'price_tasklane_pro_monthly', unit_amount: 19_900, nickname: 'Tasklane Pro' },
  { id: 'price_tasklane_business_monthly', unit_amount: 39_900, nickname: 'Tasklane Business' },
];

/**
 * @typedef {{ id: string, object: 'event', api_version: string, created: number, type: string, livemode: boolean,
 *   pending_webhooks: number, data: { object: any, previous_attributes?: any } }} StripeEvent
 */

const stripeLib = new Stripe(STRIPE_LOCAL_SECRET_KEY);

const id = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
/**
 * @param {string} body
 * @returns {Record<string, any>} Nested objects and arrays of strings, as Stripe's API reads them.
 */
export function parseStripeForm(body) {
  /** @type {Record<string, any>} */
  const out = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1] ?? '');
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

function escapeHtml(s) {
  return String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
}

const TEXT = {
  en: {
    title: 'Pay Tasklane (local Stripe test checkout)',
    test: 'Test mode: this is a local stand-in for Stripe. No real card is charged.',
    hint: 'Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a decline.',
    card: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'CVC',
    name: 'Name on card',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    subtotal: 'Subtotal',
    total: 'Total',
    declined: 'Your card was declined. Try another card.',
    invalid: 'Your card number is incomplete or not a test card.',
    closed: 'This checkout session is no longer open.',
    perMonth: 'per month',
    subscribe: 'Subscribe',
    portalTitle: 'Payment method (local Stripe test portal)',
    portalCard: 'Card on file',
    portalNone: 'No card on file.',
    portalSave: 'Save this card',
    portalSaved: 'Your card is updated.',
    portalHint: 'Use 4242 4242 4242 4242 for a card that pays, or 4000 0000 0000 0341 for one whose renewals fail.',
    portalBack: 'Back to Tasklane',
  },
  fr: {
    title: 'Payer Tasklane (paiement de test Stripe local)',
    test: 'Mode test : ceci est une imitation locale de Stripe. Aucune vraie carte n’est débitée.',
    hint: 'Utilisez 4242 4242 4242 4242 pour payer, ou 4000 0000 0000 0002 pour voir un refus.',
    card: 'Numéro de carte',
    expiry: 'Expiration (MM / AA)',
    cvc: 'CVC',
    name: 'Nom sur la carte',
    pay: 'Payer',
    cancel: 'Annuler et revenir',
    subtotal: 'Sous-total',
    total: 'Total',
    declined: 'Votre carte a été refusée. Essayez une autre carte.',
    invalid: 'Votre numéro de carte est incomplet ou n’est pas une carte de test.',
    closed: 'Cette session de paiement n’est plus ouverte.',
    perMonth: 'par mois',
    subscribe: 'S’abonner',
    portalTitle: 'Mode de paiement (portail de test Stripe local)',
    portalCard: 'Carte enregistrée',
    portalNone: 'Aucune carte enregistrée.',
    portalSave: 'Enregistrer cette carte',
    portalSaved: 'Votre carte est mise à jour.',
    portalHint:
      'Utilisez 4242 4242 4242 4242 pour une carte qui paie, ou 4000 0000 0000 0341 pour une carte dont les renouvellements échouent.',
    portalBack: 'Retour à Tasklane',
  },
};

function money(cents, lang) {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' })
    .format(cents / 100)
    .replace(/\u202f/g, ' ');
}

/**
 * Starts the stand-in. `webhookUrl` receives the signed events (the Functions emulator's
 * stripeWebhook by default). Resolves with its URL and a stop().
 * @param {{ port?: number, webhookUrl?: string, quiet?: boolean }} [options]
 */
export async function startStripeStandin({ port = ports.stripe, webhookUrl, quiet = false } = {}) {
  const target = webhookUrl ?? `http://${HOST}:${ports.functions}/${PROJECT_ID}/${REGION}/stripeWebhook`;
  const base = `http://${HOST}:${port}`;
  const db = {
    customers: new Map(),
    tax_rates: new Map(),
    sessions: new Map(),
    payment_intents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    prices: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    portal_sessions: new Map(),
    /** customer id → the test card number on file (what Stripe would keep as a payment method). */
    cards: new Map(),
    /** @type {StripeEvent[]} Newest first. */
    events: [],
  };
  for (const p of KNOWN_PRICES) db.prices.set(p.id, makePrice(p));
  const idempotent = new Map();
  const log = (...a) => {
    if (!quiet) console.log('[stripe-standin]', ...a);
  };

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
    /** @type {StripeEvent} */
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

  function expand(obj, paths) {
    const out = structuredClone(obj);
    for (const p of paths) {
      const [head, sub] = p.split('.');
      if (head === 'payment_intent' && typeof out.payment_intent === 'string') {
        out.payment_intent = structuredClone(db.payment_intents.get(out.payment_intent));
        if (sub === 'latest_charge' && out.payment_intent?.latest_charge)
          out.payment_intent.latest_charge = structuredClone(db.charges.get(out.payment_intent.latest_charge));
      }
      if (head === 'latest_charge' && typeof out.latest_charge === 'string')
        out.latest_charge = structuredClone(db.charges.get(out.latest_charge));
      if (head === 'customer' && typeof out.customer === 'string')
        out.customer = structuredClone(db.customers.get(out.customer));
      if (head === 'subscription' && typeof out.subscription === 'string')
        out.subscription = structuredClone(db.subscriptions.get(out.subscription));
      if (head === 'latest_invoice' && typeof out.latest_invoice === 'string')
        out.latest_invoice = structuredClone(db.invoices.get(out.latest_invoice));
      if (head === 'invoice' && typeof out.invoice === 'string')
        out.invoice = structuredClone(db.invoices.get(out.invoice));
    }
    return out;
  }

  const fail = (status, message, extra = {}) => ({
    status,
    body: { error: { type: 'invalid_request_error', message, ...extra } },
  });
  const missing = (kind, key) => fail(404, `No such ${kind}: '${key}'`, { code: 'resource_missing' });

  function createSession(p) {
    if (!['payment', 'subscription'].includes(p.mode))
      return fail(400, 'Only mode=payment and mode=subscription are supported by the local stand-in', {
        param: 'mode',
      });
    if (p.mode === 'subscription' && !p.customer)
      return fail(400, 'The local stand-in needs an existing customer in subscription mode', { param: 'customer' });
    if (!p.success_url || !p.cancel_url)
      return fail(400, 'success_url and cancel_url are required', { param: 'success_url' });
    const lines = [];
    let subtotal = 0;
    let tax = 0;
    for (const item of p.line_items ?? []) {
      const quantity = Number(item.quantity ?? 1);
      const price = item.price ? db.prices.get(item.price) : null;
      if (item.price && !price)
        return fail(400, `No such price: '${item.price}'`, { param: 'line_items[0][price]', code: 'resource_missing' });
      if (p.mode === 'subscription' && !price?.recurring)
        return fail(400, 'Subscription mode needs a recurring price', { param: 'line_items' });
      if (p.mode === 'payment' && price?.recurring)
        return fail(400, 'You specified `payment` mode but passed a recurring price', { param: 'line_items' });
      const unit = Number(price ? price.unit_amount : item.price_data?.unit_amount);
      if (!Number.isInteger(unit) || unit < 0)
        return fail(400, 'line_items[].price_data.unit_amount must be an integer', { param: 'line_items' });
      const amount = unit * quantity;
      const taxes = (item.tax_rates ?? []).map((rid) => {
        const rate = db.tax_rates.get(rid);
        return rate ? { rate, amount: Math.round((amount * rate.percentage) / 100) } : null;
      });
      if (taxes.includes(null)) return fail(400, 'Unknown tax rate', { param: 'line_items' });
      subtotal += amount;
      tax += taxes.reduce((s, t) => s + t.amount, 0);
      lines.push({
        description: price?.nickname ?? item.price_data?.product_data?.name ?? 'Item',
        priceId: price?.id ?? null,
        taxRateIds: item.tax_rates ?? [],
        quantity,
        amount,
        taxes: taxes.map((t) => ({ name: t.rate.display_name, percentage: t.rate.percentage, amount: t.amount })),
      });
    }
    if (lines.length === 0) return fail(400, 'line_items is required', { param: 'line_items' });
    const sid = id('cs');
    const session = {
      id: sid,
      object: 'checkout.session',
      mode: p.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: subtotal,
      amount_total: subtotal + tax,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: tax },
      currency: p.currency ?? p.line_items?.[0]?.price_data?.currency ?? 'cad',
      customer: p.customer ?? null,
      customer_email: p.customer_email ?? null,
      client_reference_id: p.client_reference_id ?? null,
      metadata: p.metadata ?? {},
      payment_intent: null,
      subscription: null,
      invoice: null,
      locale: p.locale ?? 'auto',
      success_url: p.success_url,
      cancel_url: p.cancel_url,
      url: `${base}/checkout/${sid}`,
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
    };
    db.sessions.set(sid, { session, lines, subscriptionData: p.subscription_data ?? {} });
    return { status: 200, body: session };
  }

  function pay(entry, card) {
    const { session } = entry;
    if (session.mode === 'subscription') return paySubscriptionSession(entry, card);
    const pi = {
      id: id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      customer: session.customer,
      status: 'succeeded',
      metadata: session.metadata,
      latest_charge: /** @type {string | null} */ (null),
      created: now(),
      livemode: false,
    };
    const ch = {
      id: id('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_captured: pi.amount,
      amount_refunded: 0,
      refunded: false,
      currency: pi.currency,
      customer: pi.customer,
      payment_intent: pi.id,
      paid: true,
      status: 'succeeded',
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: card.slice(-4) } },
      metadata: pi.metadata,
      created: now(),
      livemode: false,
    };
    pi.latest_charge = ch.id;
    db.payment_intents.set(pi.id, pi);
    db.charges.set(ch.id, ch);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: pi.id });
    emit('checkout.session.completed', session);
    return session;
  }

  // ---- Subscriptions ------------------------------------------------------------------------

  /** One calendar month later (UTC), as Stripe bills monthly prices. */
  function addMonth(seconds) {
    const d = new Date(seconds * 1000);
    d.setUTCMonth(d.getUTCMonth() + 1);
    return Math.floor(d.getTime() / 1000);
  }

  function chargeCard(customerId, amount, metadata) {
    const card = db.cards.get(customerId) ?? '';
    const ok = card === CARD_OK;
    const pi = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: ok ? amount : 0,
      currency: 'cad',
      customer: customerId,
      status: ok ? 'succeeded' : 'requires_payment_method',
      metadata,
      latest_charge: /** @type {string | null} */ (null),
      created: now(),
      livemode: false,
    };
    const ch = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_captured: ok ? amount : 0,
      amount_refunded: 0,
      refunded: false,
      currency: 'cad',
      customer: customerId,
      payment_intent: pi.id,
      paid: ok,
      status: ok ? 'succeeded' : 'failed',
      failure_code: ok ? null : 'card_declined',
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: card.slice(-4) } },
      metadata,
      created: now(),
      livemode: false,
    };
    pi.latest_charge = ch.id;
    db.payment_intents.set(pi.id, pi);
    db.charges.set(ch.id, ch);
    return { ok, pi, ch };
  }

  /** A draft invoice for the subscription's next period (its item's price and tax rates). */
  function makeInvoice(sub, billingReason, periodStart, periodEnd) {
    const item = sub.items.data[0];
    const amount = item.price.unit_amount * (item.quantity ?? 1);
    const taxes = (item.tax_rates ?? []).map((rate) => ({
      amount: Math.round((amount * rate.percentage) / 100),
      tax_behavior: 'exclusive',
      taxable_amount: amount,
      type: 'tax_rate_details',
      tax_rate_details: { tax_rate: rate.id },
      taxability_reason: 'standard_rated',
    }));
    const tax = taxes.reduce((s, t) => s + t.amount, 0);
    const inv = {
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      subscription_id_for_standin: undefined,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: structuredClone(sub.metadata) },
      },
      billing_reason: billingReason,
      collection_method: 'charge_automatically',
      currency: 'cad',
      status: 'open',
      attempted: false,
      attempt_count: 0,
      next_payment_attempt: null,
      subtotal: amount,
      subtotal_excluding_tax: amount,
      total_excluding_tax: amount,
      total: amount + tax,
      total_taxes: taxes,
      amount_due: amount + tax,
      amount_paid: 0,
      amount_remaining: amount + tax,
      period_start: periodStart,
      period_end: periodStart,
      lines: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: id('il'),
            object: 'line_item',
            amount,
            subtotal: amount,
            currency: 'cad',
            description: `1 × ${item.price.nickname ?? item.price.id}`,
            period: { start: periodStart, end: periodEnd },
            pricing: {
              type: 'price_details',
              price_details: { price: item.price.id, product: item.price.product },
              unit_amount_decimal: String(item.price.unit_amount),
            },
            quantity: item.quantity ?? 1,
            taxes,
            parent: {
              type: 'subscription_item_details',
              subscription_item_details: { subscription: sub.id, subscription_item: item.id, proration: false },
            },
            metadata: {},
            livemode: false,
          },
        ],
      },
      metadata: {},
      status_transitions: { finalized_at: now(), paid_at: null },
      created: now(),
      livemode: false,
    };
    delete inv.subscription_id_for_standin;
    db.invoices.set(inv.id, inv);
    sub.latest_invoice = inv.id;
    return inv;
  }

  /** Charges the card on file for an open invoice; true when it was paid. */
  function attemptInvoice(inv) {
    const { ok, pi, ch } = chargeCard(inv.customer, inv.amount_due, { invoice: inv.id });
    inv.attempted = true;
    inv.attempt_count += 1;
    if (ok) {
      Object.assign(inv, {
        status: 'paid',
        amount_paid: inv.amount_due,
        amount_remaining: 0,
        next_payment_attempt: null,
      });
      inv.status_transitions.paid_at = now();
      inv.payments = {
        object: 'list',
        has_more: false,
        data: [
          {
            object: 'invoice_payment',
            payment: { type: 'payment_intent', payment_intent: pi.id, charge: ch.id },
            status: 'paid',
          },
        ],
      };
    } else {
      inv.next_payment_attempt = now() + 3 * 24 * 3600;
    }
    return ok;
  }

  function paySubscriptionSession(entry, card) {
    const { session, lines, subscriptionData } = entry;
    db.cards.set(session.customer, card);
    const start = now();
    const subId = id('sub');
    const line = lines[0];
    const sub = {
      id: subId,
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      collection_method: 'charge_automatically',
      currency: 'cad',
      start_date: start,
      billing_cycle_anchor: start,
      created: start,
      latest_invoice: null,
      metadata: structuredClone(subscriptionData.metadata ?? {}),
      items: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            subscription: subId,
            price: structuredClone(db.prices.get(line.priceId)),
            quantity: line.quantity,
            current_period_start: start,
            current_period_end: addMonth(start),
            tax_rates: line.taxRateIds.map((rid) => structuredClone(db.tax_rates.get(rid))),
            metadata: {},
            created: start,
          },
        ],
      },
      livemode: false,
    };
    db.subscriptions.set(subId, sub);
    const inv = makeInvoice(sub, 'subscription_create', start, addMonth(start));
    attemptInvoice(inv);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subId, invoice: inv.id });
    // Stripe's own order (real Stripe may deliver them in any order; the webhook copes with that).
    emit('customer.subscription.created', sub);
    emit('invoice.paid', inv);
    emit('invoice.payment_succeeded', inv);
    emit('checkout.session.completed', session);
    return session;
  }

  function subscriptionPeriod(sub) {
    const item = sub.items.data[0];
    return { start: item.current_period_start, end: item.current_period_end };
  }

  /** Stripe gave up collecting (or the customer cancelled at period end): the subscription ends. */
  function endSubscription(sub, at) {
    Object.assign(sub, {
      status: 'canceled',
      ended_at: at,
      canceled_at: sub.canceled_at ?? at,
      cancel_at_period_end: false,
      cancel_at: null,
    });
    emit('customer.subscription.deleted', sub);
  }

  /**
   * The test clock: the subscription reaches the end of its period. A cancelling subscription
   * ends; a past-due one has its open invoice retried (paid, or Stripe gives up and ends it);
   * otherwise a new period starts and its invoice is charged to the card on file.
   */
  function advanceSubscription(sub) {
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired')
      return fail(400, `Subscription ${sub.id} has ended`);
    const period = subscriptionPeriod(sub);
    if (sub.cancel_at_period_end) {
      endSubscription(sub, period.end);
      return { status: 200, body: { subscription: sub, invoice: null } };
    }
    if (sub.status === 'past_due') {
      const open = db.invoices.get(sub.latest_invoice);
      if (open && open.status === 'open') {
        if (attemptInvoice(open)) {
          const previous = { status: sub.status };
          sub.status = 'active';
          emit('invoice.paid', open);
          emit('invoice.payment_succeeded', open);
          emit('customer.subscription.updated', sub, previous);
        } else {
          open.next_payment_attempt = null;
          open.status = 'uncollectible';
          emit('invoice.payment_failed', open);
          endSubscription(sub, now());
        }
        return { status: 200, body: { subscription: sub, invoice: open } };
      }
    }
    const item = sub.items.data[0];
    const previous = { items: structuredClone(sub.items) };
    item.current_period_start = period.end;
    item.current_period_end = addMonth(period.end);
    const inv = makeInvoice(sub, 'subscription_cycle', item.current_period_start, item.current_period_end);
    if (attemptInvoice(inv)) {
      emit('customer.subscription.updated', sub, previous);
      emit('invoice.paid', inv);
      emit('invoice.payment_succeeded', inv);
    } else {
      sub.status = 'past_due';
      emit('invoice.payment_failed', inv);
      emit('customer.subscription.updated', sub, { ...previous, status: 'active' });
    }
    return { status: 200, body: { subscription: sub, invoice: inv } };
  }

  function updateSubscription(sub, p) {
    if (sub.status === 'canceled')
      return fail(400, 'A canceled subscription can only update its cancellation_details and metadata.');
    const previous = {};
    if (p.cancel_at_period_end !== undefined) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
      sub.cancel_at = sub.cancel_at_period_end ? subscriptionPeriod(sub).end : null;
      sub.canceled_at = sub.cancel_at_period_end ? now() : null;
    }
    if (p.items) {
      for (const change of p.items) {
        const item = sub.items.data.find((i) => i.id === change.id);
        if (!item) return fail(400, `No such subscription item: '${change.id}'`, { param: 'items' });
        const price = change.price ? db.prices.get(change.price) : null;
        if (change.price && !price)
          return fail(400, `No such price: '${change.price}'`, { param: 'items', code: 'resource_missing' });
        if (price) {
          previous.items = previous.items ?? structuredClone(sub.items);
          // proration_behavior=none: nothing is billed now; the next invoice uses the new price.
          if (p.proration_behavior !== 'none')
            return fail(400, 'The local stand-in only supports proration_behavior=none', {
              param: 'proration_behavior',
            });
          item.price = structuredClone(price);
        }
      }
    }
    if (p.metadata) sub.metadata = { ...sub.metadata, ...p.metadata };
    emit('customer.subscription.updated', sub, previous);
    return { status: 200, body: sub };
  }

  function makePrice(p) {
    return {
      id: p.id ?? id('price'),
      object: 'price',
      active: true,
      currency: p.currency ?? 'cad',
      unit_amount: Number(p.unit_amount),
      nickname: p.nickname ?? null,
      product: p.product ?? `prod_${String(p.id ?? 'x').replace(/^price_/, '')}`,
      recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
      type: 'recurring',
      metadata: p.metadata ?? {},
      created: now(),
      livemode: false,
    };
  }

  /** The portal page saved a card: a past-due subscription's open invoice is retried with it. */
  function cardUpdated(customerId) {
    for (const sub of db.subscriptions.values()) {
      if (sub.customer !== customerId || sub.status !== 'past_due') continue;
      const open = db.invoices.get(sub.latest_invoice);
      if (!open || open.status !== 'open') continue;
      if (attemptInvoice(open)) {
        const previous = { status: sub.status };
        sub.status = 'active';
        emit('invoice.paid', open);
        emit('invoice.payment_succeeded', open);
        emit('customer.subscription.updated', sub, previous);
      } else {
        emit('invoice.payment_failed', open);
      }
    }
  }

  function createRefund(p) {
    const pi =
      db.payment_intents.get(p.payment_intent ?? '') ??
      [...db.payment_intents.values()].find((x) => x.latest_charge === p.charge);
    if (!pi) return missing('payment_intent', p.payment_intent ?? p.charge);
    const ch = db.charges.get(pi.latest_charge);
    const remaining = ch.amount - ch.amount_refunded;
    const amount = p.amount === undefined ? remaining : Number(p.amount);
    if (remaining <= 0)
      return fail(400, `Charge ${ch.id} has already been refunded.`, { code: 'charge_already_refunded' });
    if (!Number.isInteger(amount) || amount <= 0 || amount > remaining) {
      return fail(400, `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, {
        param: 'amount',
        code: 'amount_too_large',
      });
    }
    const re = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: ch.currency,
      charge: ch.id,
      payment_intent: pi.id,
      reason: p.reason ?? null,
      status: 'succeeded',
      metadata: p.metadata ?? {},
      created: now(),
    };
    db.refunds.set(re.id, re);
    ch.amount_refunded += amount;
    ch.refunded = ch.amount_refunded === ch.amount;
    ch.refunds = { object: 'list', data: [...db.refunds.values()].filter((r) => r.charge === ch.id) };
    emit('charge.refunded', ch);
    return { status: 200, body: re };
  }

  /** The REST API: returns { status, body } for /v1/… */
  function api(method, parts, params, query) {
    const [resource, key, action] = parts;
    const expandList = [...(params.expand ?? []), ...query.getAll('expand[]'), ...query.getAll('expand[0]')].filter(
      Boolean,
    );
    const got = (map, kind) =>
      map.has(key) ? { status: 200, body: expand(map.get(key), expandList) } : missing(kind, key);
    if (resource === 'customers') {
      if (method === 'POST' && !key) {
        const c = {
          id: id('cus'),
          object: 'customer',
          email: params.email ?? null,
          name: params.name ?? null,
          preferred_locales: params.preferred_locales ?? [],
          metadata: params.metadata ?? {},
          created: now(),
          livemode: false,
        };
        db.customers.set(c.id, c);
        return { status: 200, body: c };
      }
      if (method === 'GET' && key) return got(db.customers, 'customer');
    }
    if (resource === 'tax_rates') {
      if (method === 'POST' && !key) {
        const percentage = Number(params.percentage);
        if (!(percentage >= 0 && percentage <= 100))
          return fail(400, 'percentage must be between 0 and 100', { param: 'percentage' });
        const r = {
          id: id('txr'),
          object: 'tax_rate',
          display_name: params.display_name,
          percentage,
          inclusive: params.inclusive === 'true',
          jurisdiction: params.jurisdiction ?? null,
          country: params.country ?? null,
          state: params.state ?? null,
          active: true,
          metadata: params.metadata ?? {},
          created: now(),
          livemode: false,
        };
        db.tax_rates.set(r.id, r);
        return { status: 200, body: r };
      }
      if (method === 'GET' && key) return got(db.tax_rates, 'tax_rate');
    }
    if (resource === 'checkout' && key === 'sessions') {
      const sid = action;
      const sub = parts[3];
      if (method === 'POST' && !sid) return createSession(params);
      const entry = db.sessions.get(sid);
      if (!entry) return missing('checkout.session', sid);
      if (method === 'GET' && !sub) return { status: 200, body: expand(entry.session, expandList) };
      if (method === 'POST' && sub === 'expire') {
        if (entry.session.status !== 'open') return fail(400, 'Only open sessions can be expired');
        entry.session.status = 'expired';
        emit('checkout.session.expired', entry.session);
        return { status: 200, body: entry.session };
      }
    }
    if (resource === 'prices') {
      if (method === 'POST' && !key) {
        if (!Number.isInteger(Number(params.unit_amount)))
          return fail(400, 'unit_amount must be an integer', { param: 'unit_amount' });
        const price = makePrice({ ...params, nickname: params.nickname ?? params.product_data?.name });
        db.prices.set(price.id, price);
        return { status: 200, body: price };
      }
      if (method === 'GET' && key) return got(db.prices, 'price');
    }
    if (resource === 'subscriptions') {
      if (method === 'GET' && !key) {
        const customer = query.get('customer');
        const data = [...db.subscriptions.values()].filter((x) => !customer || x.customer === customer).reverse();
        return { status: 200, body: { object: 'list', has_more: false, data: structuredClone(data) } };
      }
      const sub = db.subscriptions.get(key);
      if (!sub) return missing('subscription', key);
      if (method === 'GET') return { status: 200, body: expand(sub, expandList) };
      if (method === 'POST' && !action) return updateSubscription(sub, params);
      if (method === 'DELETE') {
        if (sub.status === 'canceled') return fail(400, `Subscription ${sub.id} is already canceled`);
        endSubscription(sub, now());
        return { status: 200, body: sub };
      }
    }
    if (resource === 'invoices') {
      if (method === 'GET' && key) return got(db.invoices, 'invoice');
      if (method === 'GET' && !key) {
        const subscription = query.get('subscription');
        const customer = query.get('customer');
        const data = [...db.invoices.values()]
          .filter(
            (x) =>
              (!subscription || x.parent?.subscription_details?.subscription === subscription) &&
              (!customer || x.customer === customer),
          )
          .reverse();
        return { status: 200, body: { object: 'list', has_more: false, data: structuredClone(data) } };
      }
    }
    if (resource === 'billing_portal' && key === 'sessions' && method === 'POST' && !action) {
      if (!db.customers.has(params.customer)) return missing('customer', params.customer);
      const psId = id('bps');
      const ps = {
        id: psId,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url ?? null,
        locale: params.locale ?? 'auto',
        created: now(),
        livemode: false,
        url: `${base}/portal/${psId}`,
      };
      db.portal_sessions.set(ps.id, ps);
      return { status: 200, body: ps };
    }
    if (resource === 'payment_intents' && method === 'GET' && key) return got(db.payment_intents, 'payment_intent');
    if (resource === 'charges' && method === 'GET' && key) return got(db.charges, 'charge');
    if (resource === 'refunds') {
      if (method === 'POST' && !key) return createRefund(params);
      if (method === 'GET' && key) return got(db.refunds, 'refund');
      if (method === 'GET' && !key) {
        const pi = query.get('payment_intent');
        return {
          status: 200,
          body: {
            object: 'list',
            has_more: false,
            data: [...db.refunds.values()].filter((r) => !pi || r.payment_intent === pi),
          },
        };
      }
    }
    if (resource === 'events' && method === 'GET') {
      if (key) {
        const e = db.events.find((x) => x.id === key);
        return e ? { status: 200, body: e } : missing('event', key);
      }
      const type = query.get('type');
      const limit = Number(query.get('limit') ?? 10);
      return {
        status: 200,
        body: {
          object: 'list',
          has_more: false,
          data: db.events.filter((e) => !type || e.type === type).slice(0, limit),
        },
      };
    }
    return fail(404, `Unrecognized request URL (${method}: /v1/${parts.join('/')}) in the local Stripe stand-in`);
  }

  function checkoutPage(entry, message = '') {
    const { session, lines } = entry;
    const lang = String(session.locale).startsWith('fr') ? 'fr' : 'en';
    const t = TEXT[lang];
    const open = session.status === 'open';
    const rows = lines
      .map(
        (l) =>
          `<tr><td>${escapeHtml(l.description)}</td><td class="n">${money(l.amount, lang)}</td></tr>${l.taxes.map((x) => `<tr class="tax"><td>${escapeHtml(x.name)} (${String(x.percentage).replace('.', lang === 'fr' ? ',' : '.')} %)</td><td class="n">${money(x.amount, lang)}</td></tr>`).join('')}`,
      )
      .join('');
    return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title><style>
body{margin:0;font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;background:#f4f5fb;color:#1f2340}
main{max-width:440px;margin:0 auto;padding:24px 16px}h1{font-size:1.3rem}
.box{background:#fff;border-radius:10px;padding:20px;margin-bottom:16px}
table{width:100%;border-collapse:collapse}td{padding:6px 0}.n{text-align:right}.tax td{color:#4a4e69;font-size:.92rem}
tfoot td{border-top:1px solid #ccd;font-weight:700;padding-top:10px}
label{display:block;margin:12px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #8a8fa8;border-radius:6px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:18px;width:100%;padding:12px;font-size:1.05rem;border:0;border-radius:6px;background:#3a3f9e;color:#fff;cursor:pointer}
.err{background:#fde8e8;color:#8a1c1c;padding:10px;border-radius:6px}.note{font-size:.9rem;color:#3d4160}a{color:#2d3290}
</style></head><body><main>
<h1>${t.title}</h1><p class="note">${t.test}</p>
<div class="box"><table><tbody>${rows}</tbody><tfoot><tr><td>${t.total}</td><td class="n" data-testid="total">${money(session.amount_total, lang)}</td></tr></tfoot></table></div>
${message ? `<p class="err" role="alert">${escapeHtml(message)}</p>` : ''}
${
  open
    ? `<form class="box" method="post" action="/checkout/${session.id}">
<p class="note">${t.hint}</p>
<label for="card">${t.card}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="exp">${t.expiry}</label><input id="exp" name="exp" autocomplete="cc-exp" required></div>
<div><label for="cvc">${t.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<label for="holder">${t.name}</label><input id="holder" name="holder" autocomplete="cc-name">
<button type="submit">${session.mode === 'subscription' ? `${t.subscribe} (${money(session.amount_total, lang)} ${t.perMonth})` : `${t.pay} ${money(session.amount_total, lang)}`}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">${t.cancel}</a></p>`
    : `<p class="err" role="alert">${t.closed}</p><p><a href="${escapeHtml(session.cancel_url)}">${t.cancel}</a></p>`
}
</main></body></html>`;
  }

  function portalPage(ps, message = '', isError = false) {
    const lang = String(ps.locale).startsWith('fr') ? 'fr' : 'en';
    const t = TEXT[lang];
    const card = db.cards.get(ps.customer);
    return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.portalTitle}</title><style>
body{margin:0;font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;background:#f4f5fb;color:#1f2340}
main{max-width:440px;margin:0 auto;padding:24px 16px}h1{font-size:1.3rem}
.box{background:#fff;border-radius:10px;padding:20px;margin-bottom:16px}
label{display:block;margin:12px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #8a8fa8;border-radius:6px}
button{margin-top:18px;width:100%;padding:12px;font-size:1.05rem;border:0;border-radius:6px;background:#3a3f9e;color:#fff;cursor:pointer}
.err{background:#fde8e8;color:#8a1c1c;padding:10px;border-radius:6px}.ok{background:#e6f6ec;color:#1d5b33;padding:10px;border-radius:6px}.note{font-size:.9rem;color:#3d4160}a{color:#2d3290}
</style></head><body><main>
<h1>${t.portalTitle}</h1><p class="note">${t.test}</p>
<div class="box"><p><strong>${t.portalCard}</strong></p><p data-testid="card-on-file">${card ? `Visa •••• ${escapeHtml(card.slice(-4))}` : t.portalNone}</p></div>
${message ? `<p class="${isError ? 'err' : 'ok'}" role="${isError ? 'alert' : 'status'}">${escapeHtml(message)}</p>` : ''}
<form class="box" method="post" action="/portal/${ps.id}">
<p class="note">${t.portalHint}</p>
<label for="card">${t.card}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<label for="exp">${t.expiry}</label><input id="exp" name="exp" autocomplete="cc-exp" required>
<label for="cvc">${t.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">${t.portalSave}</button></form>
${ps.return_url ? `<p><a href="${escapeHtml(ps.return_url)}">${t.portalBack}</a></p>` : ''}
</main></body></html>`;
  }

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', base);
      const send = (status, payload, headers = {}) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': id('req'),
          'stripe-version': API_VERSION,
          ...headers,
        });
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      try {
        if (url.pathname.startsWith('/v1/')) {
          if (req.headers.authorization !== `Bearer ${STRIPE_LOCAL_SECRET_KEY}`) {
            return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
          }
          const key = req.headers['idempotency-key'];
          const cacheKey = key ? `${req.method} ${url.pathname} ${key}` : null;
          if (cacheKey && idempotent.has(cacheKey)) {
            const hit = idempotent.get(cacheKey);
            return send(hit.status, hit.body, { 'idempotent-replayed': 'true' });
          }
          const params = req.method === 'POST' ? parseStripeForm(body) : {};
          const out = api(req.method, url.pathname.slice(4).split('/').filter(Boolean), params, url.searchParams);
          if (cacheKey && out.status < 500) idempotent.set(cacheKey, out);
          return send(out.status, out.body);
        }
        const portal = url.pathname.match(/^\/portal\/(bps_[\w]+)$/);
        if (portal) {
          const ps = db.portal_sessions.get(portal[1]);
          const html = { 'content-type': 'text/html; charset=utf-8' };
          if (!ps) return send(404, '<!doctype html><title>Not found</title><p>Unknown portal session.</p>', html);
          if (req.method === 'GET') return send(200, portalPage(ps), html);
          if (req.method === 'POST') {
            const lang = String(ps.locale).startsWith('fr') ? 'fr' : 'en';
            const card = String(new URLSearchParams(body).get('card') ?? '').replace(/\D/g, '');
            if (card === CARD_DECLINED) return send(402, portalPage(ps, TEXT[lang].declined, true), html);
            if (card !== CARD_OK && card !== CARD_FAILS_LATER)
              return send(400, portalPage(ps, TEXT[lang].invalid, true), html);
            db.cards.set(ps.customer, card);
            log(`card updated for ${ps.customer}`);
            cardUpdated(ps.customer);
            return send(200, portalPage(ps, TEXT[lang].portalSaved), html);
          }
        }
        // Test-only (a test clock's advance): the subscription reaches the end of its period.
        const advance = url.pathname.match(/^\/test\/subscriptions\/(sub_[\w]+)\/advance$/);
        if (advance && req.method === 'POST') {
          if (req.headers.authorization !== `Bearer ${STRIPE_LOCAL_SECRET_KEY}`)
            return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
          const sub = db.subscriptions.get(advance[1]);
          if (!sub)
            return send(404, {
              error: { type: 'invalid_request_error', message: `No such subscription: '${advance[1]}'` },
            });
          const out = advanceSubscription(sub);
          return send(out.status, out.body);
        }
        const m = url.pathname.match(/^\/checkout\/(cs_[\w]+)$/);
        const entry = m ? db.sessions.get(m[1]) : null;
        if (m && !entry)
          return send(404, '<!doctype html><title>Not found</title><p>Unknown checkout session.</p>', {
            'content-type': 'text/html; charset=utf-8',
          });
        if (entry && req.method === 'GET')
          return send(200, checkoutPage(entry), { 'content-type': 'text/html; charset=utf-8' });
        if (entry && req.method === 'POST') {
          const lang = String(entry.session.locale).startsWith('fr') ? 'fr' : 'en';
          if (entry.session.status !== 'open')
            return send(409, checkoutPage(entry), { 'content-type': 'text/html; charset=utf-8' });
          const card = String(new URLSearchParams(body).get('card') ?? '').replace(/\D/g, '');
          if (card === CARD_DECLINED)
            return send(402, checkoutPage(entry, TEXT[lang].declined), { 'content-type': 'text/html; charset=utf-8' });
          if (card !== CARD_OK)
            return send(400, checkoutPage(entry, TEXT[lang].invalid), { 'content-type': 'text/html; charset=utf-8' });
          const session = pay(entry, card);
          log(`paid ${session.id} (${session.amount_total} ${session.currency})`);
          return send(303, '', {
            location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
            'content-type': 'text/plain',
          });
        }
        if (url.pathname === '/') return send(200, { ok: true, name: 'Tasklane local Stripe stand-in' });
        return send(404, { error: { type: 'invalid_request_error', message: 'Not found' } });
      } catch (err) {
        log('error', err);
        return send(500, { error: { type: 'api_error', message: err instanceof Error ? err.message : String(err) } });
      }
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(undefined));
  });
  return {
    url: base,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * Runs the stand-in in its own process, for launchers that block their event loop while a test
 * runner works (spawnSync), which would freeze an in-process server. Resolves once it listens.
 */
export async function launchStripeStandin({ quiet = false } = {}) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...(quiet ? ['--quiet'] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The Stripe stand-in exited (code ${code}) before listening`)));
    child.stdout.on('data', (b) => {
      const text = b.toString();
      if (!quiet) process.stdout.write(text);
      if (text.includes('Stripe stand-in on')) resolve(undefined);
    });
  });
  return {
    url: `http://${HOST}:${ports.stripe}`,
    stop: async () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}

// `node scripts/support/stripe-standin.mjs [--quiet]` runs it alone, until SIGTERM / Ctrl-C.
if (import.meta.url === `file://${process.argv[1]}`) {
  const s = await startStripeStandin({ quiet: process.argv.includes('--quiet') });
  console.log(`Stripe stand-in on ${s.url}`);
  const bye = () => void s.stop().then(() => process.exit(0));
  process.on('SIGTERM', bye);
  process.on('SIGINT', bye);
}
