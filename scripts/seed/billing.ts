// The demo customer's receipts and monthly plan.
import { DEFAULT_SETTINGS, cadToCents, computeTaxes, quoteCheckout } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { adminSdk } from '../support/admin-sdk.ts';
import { prepareReceipt } from '../../functions/src/lib/receipts.ts';
import Stripe from 'stripe';
import { STRIPE_LOCAL_SECRET_KEY } from '../support/stripe-keys.mjs';
import { HOUR } from './common.ts';
import { DEMO_USERS } from './people.ts';

/**
 * Two card-paid packs for the demo customer, issued by the same writer a payment uses, so the
 * billing history on /credits has receipts to show and download. Skipped once the customer has any.
 */
export async function seedReceipts() {
  const { db } = adminSdk();
  const u = DEMO_USERS.customer;
  const existing = await db.collection('receipts').where('uid', '==', u.uid).limit(1).get();
  if (!existing.empty) return;
  const packs = [
    { pack: DEFAULT_SETTINGS.packs[1]!, daysAgo: 12 },
    { pack: DEFAULT_SETTINGS.packs[0]!, daysAgo: 4 },
  ];
  for (const [i, { pack, daysAgo }] of packs.entries()) {
    const at = new Date(Date.now() - daysAgo * 24 * HOUR);
    // The wallet holds 12 once both packs are in (the demo plan's month comes after).
    const balanceAfter = 12 - packs.slice(i + 1).reduce((sum, p) => sum + p.pack.credits, 0);
    // Worded as the pack's checkout words it, in both languages.
    const { description } = quoteCheckout({ kind: 'pack', packId: pack.id }, DEFAULT_SETTINGS, u.province, at);
    const subtotalCents = cadToCents(pack.priceCad);
    const taxes = computeTaxes(u.province, subtotalCents, at);
    const n = pack.credits;
    const paymentId = `pi_demo_${pack.id}_${daysAgo}`;
    await db.runTransaction(async (tx) => {
      const receipt = await prepareReceipt(tx, at);
      // The payment and its credits, as fulfilment records them, so statistics and /credits have them too.
      tx.set(db.collection('payments').doc(paymentId), {
        userId: u.uid,
        accountId: u.uid,
        kind: 'pack',
        draftId: `demo_${paymentId}`,
        sessionId: `cs_demo_${pack.id}_${daysAgo}`,
        chargeId: null,
        packId: pack.id,
        credits: n,
        taskId: null,
        description,
        province: u.province,
        subtotalCents,
        taxes: taxes.lines,
        totalCents: taxes.totalCents,
        currency: 'cad',
        status: 'paid',
        refundedCents: 0,
        disputed: false,
        receiptId: receipt.id,
        createdAt: Timestamp.fromDate(at),
        updatedAt: Timestamp.fromDate(at),
      });
      tx.set(db.collection('wallets').doc(u.uid).collection('ledger').doc(paymentId), {
        type: 'purchased',
        credits: n,
        balanceAfter,
        description: description.en,
        descriptionFr: description.fr,
        createdAt: Timestamp.fromDate(at),
      });
      receipt.write({
        uid: u.uid,
        kind: 'receipt',
        customer: { name: u.name, email: u.email, locale: u.locale },
        lines: [
          {
            description: {
              en: `${n} Tasklane credit${n === 1 ? '' : 's'}`,
              fr: `${n} crédit${n === 1 ? '' : 's'} Tasklane`,
            },
            amountCents: subtotalCents,
          },
        ],
        province: u.province,
        taxes: taxes.lines,
        subtotalCents,
        totalCents: taxes.totalCents,
        paymentMethod: 'card',
        paymentId,
      });
    });
  }
}

/**
 * The demo customer on the Pro plan, made the way a customer makes one: a Checkout in subscription
 * mode paid on the local Stripe stand-in, whose webhooks then store the plan and grant its first
 * month (asynchronously, through the Functions emulator). Skipped without a stand-in, or when the
 * customer already has a plan; a failure only warns, the rest of the demo data stands.
 */
export async function seedPlan() {
  const api = process.env.TASKLANE_STRIPE_API;
  if (!api) return;
  const { db } = adminSdk();
  const u = DEMO_USERS.customer;
  if ((await db.collection('subscriptions').doc(u.uid).get()).exists) return;
  const plan = DEFAULT_SETTINGS.plans.find((p) => p.id === 'pro');
  if (!plan?.stripePriceId) return;
  try {
    const url = new URL(api);
    const stripe = new Stripe(STRIPE_LOCAL_SECRET_KEY, {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
    });
    const customer = await stripe.customers.create({
      email: u.email,
      name: u.name,
      preferred_locales: ['fr-CA'],
      metadata: { uid: u.uid },
    });
    await db.collection('stripeCustomers').doc(u.uid).set({ customerId: customer.id, createdAt: Timestamp.now() });
    const taxes = computeTaxes(u.province, cadToCents(plan.priceCadPerMonth), new Date());
    const taxRates = await Promise.all(
      taxes.lines.map((t) =>
        stripe.taxRates.create({
          display_name: t.code,
          percentage: t.rateBps / 100,
          inclusive: false,
          country: 'CA',
          state: u.province,
        }),
      ),
    );
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: u.uid,
      line_items: [{ price: plan.stripePriceId, quantity: 1, tax_rates: taxRates.map((r) => r.id) }],
      subscription_data: { metadata: { uid: u.uid, planId: plan.id, province: u.province } },
      metadata: { uid: u.uid, kind: 'subscription', planId: plan.id },
      success_url: 'http://127.0.0.1/subscription-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1/subscription-cancelled',
    });
    const paid = await fetch(session.url as string, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: '4242424242424242', exp: '12 / 34', cvc: '123' }),
    });
    if (paid.status !== 303) throw new Error(`the stand-in answered ${paid.status}`);
  } catch (err) {
    console.warn(`seed: the demo plan was not created (${(err as Error).message})`);
  }
}
