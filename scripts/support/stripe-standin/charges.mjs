// @ts-check
// Charges on the card on file (renewals) and refunds of earlier charges.
import { CARD_OK, fail, id, missing, now } from './common.mjs';

export function makeCharges({ db, emit }) {
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

  return { chargeCard, createRefund };
}
