// @ts-check
// A subscription's invoices: drafted for a period, then charged to the card on file.
import { id, now } from './common.mjs';

export function makeInvoices({ db }, { chargeCard }) {
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

  return { makeInvoice, attemptInvoice };
}
