// @ts-check
// Subscriptions: started by a paid Checkout session, moved on by the test clock, changed or
// cancelled through the API, and retried when the portal saves a new card.
import { fail, id, now } from './common.mjs';

/** One calendar month later (UTC), as Stripe bills monthly prices. */
function addMonth(seconds) {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

export function makeSubscriptions({ db, emit }, { makeInvoice, attemptInvoice }) {
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

  return { paySubscriptionSession, endSubscription, advanceSubscription, updateSubscription, cardUpdated };
}
