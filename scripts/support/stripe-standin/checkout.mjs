// @ts-check
// Checkout sessions: created through the API, paid through the hosted page (one-time payments
// here; subscription mode hands over to the subscriptions module).
import { fail, id, now } from './common.mjs';

export function makeCheckout({ db, emit, base }, { paySubscriptionSession }) {
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

  return { createSession, pay };
}
