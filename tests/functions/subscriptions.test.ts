/* eslint-disable max-lines -- split pending: by describe block into two serial files */
// Monthly plans against the emulators and the local Stripe stand-in: Checkout in subscription
// mode paid as a browser would, the stand-in's test clock moving subscriptions to their next
// period, and its signed webhooks (plus crafted stale ones) delivered to the Functions emulator.
import type { Invoice, Subscription } from '@tasklane/domain';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { mailsTo, waitForMails } from '../support/maildev';
import {
  CARD_OK,
  STRIPE_API,
  advance,
  buyer,
  craftEvent,
  deliver,
  eventsAbout,
  granted,
  payAt,
  stripeTest,
  subscribe,
  until,
} from '../support/stripe';
import { setSettings } from '../support/task-helpers';

/** How many startSubscription calls race for one customer's plan (a double click, tabs). */
const RACERS = 4;
const opened: TestClient[] = [];
async function customer(opts: Parameters<typeof buyer>[0] = {}) {
  const c = await buyer(opts);
  opened.push(c);
  return c;
}
beforeAll(async () => {
  await setSettings();
  // Each function's first call starts its emulator worker, which on a loaded machine can outlast
  // the client's 70 s call timeout; one bad-input call each, in turn, starts them before the tests.
  const warm = await signedInClient();
  opened.push(warm);
  for (const name of [
    'startSubscription',
    'confirmSubscription',
    'changePlan',
    'cancelAtPeriodEnd',
    'resumeSubscription',
    'openBillingPortal',
  ]) {
    await errorOf(warm.callRaw(name, { planId: 42, sessionId: 42, locale: 42 }));
  }
  // Four startSubscription workers, so the race below runs its calls side by side: each warm-up
  // call reads the profile and the settings before it is refused, long enough to overlap.
  const warmBuyer = await customer({ province: 'ON' });
  await Promise.all(
    Array.from({ length: RACERS }, () =>
      errorOf(warmBuyer.callRaw('startSubscription', { planId: 'gold', locale: 'en' })),
    ),
  );
  await deliver(craftEvent('ping', {}), { secret: 'whsec_warm_up_only' });
}, 600_000);
afterAll(async () => Promise.all(opened.map((c) => c.close())));

const balance = async (uid: string) => (await adminDb.doc(`wallets/${uid}`).get()).get('balance') as number;
const stored = async (uid: string) =>
  (await adminDb.doc(`subscriptions/${uid}`).get()).data() as Subscription | undefined;
const invoicesOf = async (uid: string) =>
  (await adminDb.collection('invoices').where('userId', '==', uid).get()).docs.map((d) => ({
    id: d.id,
    ...(d.data() as Invoice),
  }));
const planLedger = async (uid: string) =>
  (await adminDb.collection(`wallets/${uid}/ledger`).where('type', '==', 'plan').get()).docs.map((d) => d.data());

/** Every event the stand-in sent about an object has been handled by the webhook. */
async function settled(objectId: string) {
  await until(async () => {
    const events = await eventsAbout(objectId);
    if (events.length === 0) return false;
    const docs = await Promise.all(events.map((e) => adminDb.doc(`stripeEvents/${e.id}`).get()));
    return docs.every((d) => d.get('status') === 'processed');
  }, `events about ${objectId} to be handled`);
}

/** What Stripe says now, in the shape we store. */
async function stripeState(subscriptionId: string) {
  const s = await stripeTest.subscriptions.retrieve(subscriptionId);
  const item = s.items.data[0]!;
  return {
    status: s.status,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    currentPeriodEnd: item.current_period_end,
    currentPeriodStart: item.current_period_start,
  };
}

describe('subscribing', () => {
  for (const locale of ['en', 'fr'] as const) {
    it(`grants the first month's credits once, with receipt, notification and audit (${locale})`, async () => {
      const c = await customer({ locale, province: 'QC', balance: 1 });
      const uid = c.uid as string;
      const { url, sessionId } = await c.call('startSubscription', { planId: 'pro', locale });
      const page = await (await fetch(url)).text();
      expect(page).toContain(locale === 'fr' ? 'par mois' : 'per month');
      // Québec: 199 $ + GST 9.95 + QST 19.85 = 228.80.
      const session = await stripeTest.checkout.sessions.retrieve(sessionId);
      expect(session).toMatchObject({
        mode: 'subscription',
        amount_subtotal: 19_900,
        amount_total: 22_880,
        client_reference_id: uid,
      });
      expect((await payAt(url, CARD_OK, { race: true })).status).toBe(303);

      const out = await c.call('confirmSubscription', { sessionId });
      expect(out).toMatchObject({ status: 'active', planId: 'pro', credits: 9 });
      const invoiceId = out.invoiceId as string;
      expect(invoiceId).toMatch(/^in_/);
      const subscriptionId = (await stripeTest.checkout.sessions.retrieve(sessionId)).subscription as string;
      await settled(subscriptionId);
      await settled(invoiceId);

      expect(await balance(uid)).toBe(10);
      expect(await planLedger(uid)).toEqual([
        expect.objectContaining({
          type: 'plan',
          credits: 9,
          balanceAfter: 10,
          description: 'Tasklane Pro plan: 9 credits for one month',
          descriptionFr: 'Forfait Tasklane Pro : 9 crédits pour un mois',
        }),
      ]);
      const invoices = await invoicesOf(uid);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({
        id: invoiceId,
        planId: 'pro',
        credits: 9,
        billingReason: 'subscription_create',
        province: 'QC',
        subtotalCents: 19_900,
        totalCents: 22_880,
        receiptId: out.receiptId,
      });
      expect(invoices[0]!.taxes.map((t) => [t.code, t.amountCents])).toEqual([
        ['GST', 995],
        ['QST', 1985],
      ]);
      const receipts = await adminDb.collection('receipts').where('paymentId', '==', invoiceId).get();
      expect(receipts.size).toBe(1);
      expect(receipts.docs[0]!.get('totalCents')).toBe(22_880);
      const notes = await adminDb
        .collection('notifications')
        .where('userId', '==', uid)
        .where('templateKey', '==', 'payment_success')
        .get();
      expect(notes.size).toBe(1);
      expect(
        (
          await adminDb
            .collection('auditLogs')
            .where('subjectUserId', '==', uid)
            .where('action', '==', 'payment_received')
            .get()
        ).size,
      ).toBe(1);
      expect(
        (
          await adminDb
            .collection('auditLogs')
            .where('subjectUserId', '==', uid)
            .where('action', '==', 'subscription_checkout_started')
            .get()
        ).size,
      ).toBe(1);

      const plan = await stored(uid);
      expect(plan).toMatchObject({
        userId: uid,
        subscriptionId,
        planId: 'pro',
        periodPlanId: 'pro',
        status: 'active',
        cancelAtPeriodEnd: false,
        lastInvoiceId: invoiceId,
        province: 'QC',
      });
      expect(plan!.currentPeriodEnd).toBe((await stripeState(subscriptionId)).currentPeriodEnd);
      // The owner reads their plan and invoices through the rules, as the web does.
      const { doc, getDoc, collection, getDocs, query, where } = await import('firebase/firestore');
      expect((await getDoc(doc(c.firestore(), `subscriptions/${uid}`))).get('planId')).toBe('pro');
      expect((await getDocs(query(collection(c.firestore(), 'invoices'), where('userId', '==', uid)))).size).toBe(1);
    });
  }

  it('grants one month per renewal: three renewals, three more grants', async () => {
    const c = await customer({ province: 'ON', balance: 0 });
    const uid = c.uid as string;
    const { subscriptionId, invoiceId } = await subscribe(c, 'starter');
    await granted(invoiceId);
    for (let n = 1; n <= 3; n++) {
      const { invoice } = await advance(subscriptionId);
      expect(invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_cycle' });
      await granted(invoice!.id);
      expect(await balance(uid)).toBe(4 * (n + 1));
    }
    await settled(subscriptionId);
    const invoices = await invoicesOf(uid);
    expect(invoices.map((i) => i.billingReason).sort()).toEqual([
      'subscription_create',
      'subscription_cycle',
      'subscription_cycle',
      'subscription_cycle',
    ]);
    expect(await planLedger(uid)).toHaveLength(4);
    // Ontario: 99 $ + HST 13 % = 111.87 each month.
    expect(invoices.every((i) => i.totalCents === 11_187)).toBe(true);
    expect((await adminDb.collection('receipts').where('uid', '==', uid).get()).size).toBe(4);
    const now = await stripeState(subscriptionId);
    expect(await stored(uid)).toMatchObject({
      status: 'active',
      currentPeriodEnd: now.currentPeriodEnd,
      currentPeriodStart: now.currentPeriodStart,
    });
  });

  it('grants once when invoice.paid is delivered again and again while the success page confirms', async () => {
    const c = await customer({ province: 'ON', balance: 0 });
    const uid = c.uid as string;
    const { sessionId, invoiceId } = await subscribe(c, 'pro');
    const [event] = await until(async () => {
      const found = await eventsAbout(invoiceId, 'invoice.paid');
      return found.length > 0 ? found : null;
    }, 'the invoice.paid event');
    // A redelivery under a new event id too: the invoice id, not the event id, makes it once.
    const again = craftEvent('invoice.paid', event!.data.object as unknown as Record<string, unknown>);
    const results = await Promise.all([
      deliver(event),
      deliver(event),
      deliver(again),
      c.call('confirmSubscription', { sessionId }),
    ]);
    expect(results.slice(0, 3)).toEqual([200, 200, 200]);
    expect(results[3]).toMatchObject({ status: 'active', credits: 9, invoiceId });
    await settled(invoiceId);
    expect(await balance(uid)).toBe(9);
    expect(await planLedger(uid)).toHaveLength(1);
    expect(await invoicesOf(uid)).toHaveLength(1);
    expect((await adminDb.collection('receipts').where('paymentId', '==', invoiceId).get()).size).toBe(1);
    expect(
      (
        await adminDb
          .collection('notifications')
          .where('userId', '==', uid)
          .where('templateKey', '==', 'payment_success')
          .get()
      ).size,
    ).toBe(1);
  });

  it("stores Stripe's current state whatever the event order: updated before created, an old updated after a newer one", async () => {
    const c = await customer({ province: 'ON', balance: 0 });
    const uid = c.uid as string;
    const { subscriptionId, invoiceId } = await subscribe(c, 'pro');
    await granted(invoiceId);
    const [created] = await eventsAbout(subscriptionId, 'customer.subscription.created');
    // The customer cancels at period end; Stripe's copy now says so.
    await c.call('cancelAtPeriodEnd', {});
    await settled(subscriptionId);
    const [newer] = await eventsAbout(subscriptionId, 'customer.subscription.updated');
    expect((newer!.data.object as Stripe.Subscription).cancel_at_period_end).toBe(true);
    // Redeliveries in the wrong order (fresh ids, as if first seen now): the newer update, then
    // the creation and an old update carrying stale copies (not cancelling, another plan, incomplete).
    const stale = {
      ...(created!.data.object as Stripe.Subscription),
      cancel_at_period_end: false,
      status: 'incomplete',
    };
    expect(
      await deliver(
        craftEvent('customer.subscription.updated', newer!.data.object as unknown as Record<string, unknown>),
      ),
    ).toBe(200);
    expect(
      await deliver(craftEvent('customer.subscription.created', stale as unknown as Record<string, unknown>)),
    ).toBe(200);
    expect(
      await deliver(
        craftEvent('customer.subscription.updated', { ...stale, status: 'active' } as unknown as Record<
          string,
          unknown
        >),
      ),
    ).toBe(200);
    const truth = await stripeState(subscriptionId);
    expect(truth).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await stored(uid)).toMatchObject({ subscriptionId, planId: 'pro', ...truth });
  });

  it('a failed renewal: past_due, a bell notification and an e-mail in French with a link to update the card, no credits; when Stripe gives up the plan ends and the credits stay', async () => {
    const c = await customer({ locale: 'fr', province: 'ON', balance: 0 });
    const uid = c.uid as string;
    const { subscriptionId, invoiceId } = await subscribe(c, 'pro', 'fr');
    await granted(invoiceId);
    // The customer puts a card on file whose charges fail, through the portal page.
    const { url } = await c.call('openBillingPortal', { locale: 'fr' });
    const saved = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: '4000 0000 0000 0341', exp: '12 / 34', cvc: '123' }),
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('Votre carte est mise à jour.');

    const { invoice } = await advance(subscriptionId);
    expect(invoice).toMatchObject({ status: 'open', billing_reason: 'subscription_cycle' });
    const note = await until(async () => {
      const found = await adminDb
        .collection('notifications')
        .where('userId', '==', uid)
        .where('templateKey', '==', 'payment_failed')
        .get();
      return found.size > 0 ? found.docs : null;
    }, 'the payment_failed notification');
    expect(note).toHaveLength(1);
    expect(note[0]!.get('payload')).toMatchObject({ amount: 224.87, message: 'renewal_failed_retrying' });
    await settled(subscriptionId);
    expect(await stored(uid)).toMatchObject({ status: 'past_due' });
    expect(await balance(uid)).toBe(9);
    expect(await invoicesOf(uid)).toHaveLength(1);
    const [mail] = await waitForMails(c.email as string, { where: (m) => m.subject.includes('a échoué') });
    expect(mail!.subject).toBe('Le paiement de votre forfait Tasklane a échoué');
    expect(mail!.text).toContain('/subscription#payment-method');
    expect(mail!.text).toContain('224,87');

    // Stripe's last retry fails too: it gives up and ends the plan; the credits already granted stay.
    const last = await advance(subscriptionId);
    expect(last.subscription.status).toBe('canceled');
    await until(async () => (await stored(uid))?.status === 'canceled', 'the plan to end');
    await settled(subscriptionId);
    expect(await balance(uid)).toBe(9);
    expect(await invoicesOf(uid)).toHaveLength(1);
  });

  it('cancel at period end: no further grant, the plan ends at the period end; resume before then keeps it', async () => {
    const c = await customer({ province: 'ON', balance: 0 });
    const uid = c.uid as string;
    const { subscriptionId, invoiceId } = await subscribe(c, 'pro');
    await granted(invoiceId);
    const cancelled = await c.call('cancelAtPeriodEnd', {});
    expect(cancelled).toMatchObject({
      planId: 'pro',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: (await stripeState(subscriptionId)).currentPeriodEnd,
    });
    expect((await errorOf(c.call('cancelAtPeriodEnd', {}))).details).toMatchObject({ reason: 'already_cancelling' });
    expect(await c.call('resumeSubscription', {})).toMatchObject({ cancelAtPeriodEnd: false });
    expect((await errorOf(c.call('resumeSubscription', {}))).details).toMatchObject({ reason: 'not_cancelling' });
    expect(await c.call('cancelAtPeriodEnd', {})).toMatchObject({ cancelAtPeriodEnd: true });
    expect(
      (
        await adminDb
          .collection('auditLogs')
          .where('subjectUserId', '==', uid)
          .where('action', '==', 'subscription_cancel_requested')
          .get()
      ).size,
    ).toBe(2);

    const { subscription, invoice } = await advance(subscriptionId);
    expect(invoice).toBeNull();
    expect(subscription.status).toBe('canceled');
    await until(async () => (await stored(uid))?.status === 'canceled', 'the plan to end');
    await settled(subscriptionId);
    expect(await balance(uid)).toBe(9);
    expect(await invoicesOf(uid)).toHaveLength(1);
    // An ended plan can be started again.
    const again = await c.call('startSubscription', { planId: 'starter', locale: 'en' });
    expect(again.url).toContain(again.sessionId);
  });

  it('a plan change applies from the next renewal: this period keeps its credits, the next grants the new plan', async () => {
    const c = await customer({ province: 'ON', balance: 0 });
    const uid = c.uid as string;
    const { subscriptionId, invoiceId } = await subscribe(c, 'pro');
    await granted(invoiceId);
    const changed = await c.call('changePlan', { planId: 'business' });
    expect(changed).toMatchObject({ planId: 'business', status: 'active', cancelAtPeriodEnd: false });
    expect((await errorOf(c.call('changePlan', { planId: 'business' }))).details).toMatchObject({
      reason: 'same_plan',
    });
    await settled(subscriptionId);
    expect(await balance(uid)).toBe(9);
    expect(await stored(uid)).toMatchObject({ planId: 'business', periodPlanId: 'pro' });
    expect(await invoicesOf(uid)).toHaveLength(1);

    const { invoice } = await advance(subscriptionId);
    // Ontario: 399 $ + HST 13 % = 450.87.
    expect(invoice).toMatchObject({ status: 'paid', total: 45_087 });
    await granted(invoice!.id);
    expect(await balance(uid)).toBe(29);
    expect((await adminDb.doc(`invoices/${invoice!.id}`).get()).data()).toMatchObject({
      planId: 'business',
      credits: 20,
    });
    await until(async () => (await stored(uid))?.periodPlanId === 'business', 'the new period to be on the new plan');
  });
});

describe('the plan callables refuse', () => {
  it('the signed-out', async () => {
    const anon = anonymousClient();
    for (const [name, input] of [
      ['startSubscription', { planId: 'pro' }],
      ['confirmSubscription', { sessionId: 'cs_test_x' }],
      ['changePlan', { planId: 'pro' }],
      ['cancelAtPeriodEnd', {}],
      ['resumeSubscription', {}],
      ['openBillingPortal', {}],
    ] as const) {
      expect((await errorOf(anon.callRaw(name, input))).code, name).toBe('functions/unauthenticated');
    }
  });

  it('bad input, with field codes', async () => {
    const c = await customer();
    expect(await errorOf(c.callRaw('startSubscription', { planId: '' }))).toMatchObject({
      code: 'functions/invalid-argument',
      details: { fields: { planId: 'plan_required' } },
    });
    expect(await errorOf(c.callRaw('startSubscription', { planId: 'gold' }))).toMatchObject({
      code: 'functions/invalid-argument',
      details: { fields: { planId: 'plan_unknown' } },
    });
    expect(await errorOf(c.callRaw('changePlan', { planId: 42 }))).toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(await errorOf(c.callRaw('changePlan', { planId: 'gold' }))).toMatchObject({
      code: 'functions/invalid-argument',
      details: { fields: { planId: 'plan_unknown' } },
    });
    expect(await errorOf(c.callRaw('cancelAtPeriodEnd', { subscriptionId: 'sub_x' }))).toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(await errorOf(c.callRaw('resumeSubscription', { uid: 'someone' }))).toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(await errorOf(c.callRaw('confirmSubscription', { sessionId: '' }))).toMatchObject({
      code: 'functions/invalid-argument',
      details: { fields: { sessionId: 'session_required' } },
    });
    expect(await errorOf(c.callRaw('openBillingPortal', { locale: 'de' }))).toMatchObject({
      code: 'functions/invalid-argument',
    });
  });

  it("the wrong user: another customer's session is not found, and nobody acts on a plan they do not have", async () => {
    const owner = await customer({ province: 'ON' });
    const { sessionId, invoiceId } = await subscribe(owner, 'pro');
    await granted(invoiceId);
    const other = await customer({ province: 'ON' });
    expect((await errorOf(other.call('confirmSubscription', { sessionId }))).code).toBe('functions/not-found');
    expect((await errorOf(other.call('confirmSubscription', { sessionId: 'cs_test_unknown' }))).code).toBe(
      'functions/not-found',
    );
    // One call at a time: a refusal not yet awaited would surface as an unhandled rejection.
    for (const call of [
      () => other.call('changePlan', { planId: 'starter' }),
      () => other.call('cancelAtPeriodEnd', {}),
      () => other.call('resumeSubscription', {}),
    ]) {
      expect(await errorOf(call())).toMatchObject({
        code: 'functions/failed-precondition',
        details: { reason: 'no_subscription' },
      });
    }
    // No Stripe customer yet: no portal to open.
    const fresh = await customer({ province: 'ON' });
    expect(await errorOf(fresh.call('openBillingPortal', { locale: 'en' }))).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'no_subscription' },
    });
    // The owner's plan is untouched by all this.
    expect(await stored(owner.uid as string)).toMatchObject({
      planId: 'pro',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
  });

  it('a second plan while one is live, and a customer without a billing province', async () => {
    const c = await customer({ province: 'ON' });
    const { invoiceId } = await subscribe(c, 'starter');
    await granted(invoiceId);
    expect(await errorOf(c.call('startSubscription', { planId: 'pro', locale: 'en' }))).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'already_subscribed' },
    });
    const noProvince = await customer({ province: null });
    expect(await errorOf(noProvince.call('startSubscription', { planId: 'pro', locale: 'en' }))).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'province_required' },
    });
  });

  it('a new checkout expires the previous open one, so two tabs cannot make two plans', async () => {
    const c = await customer({ province: 'ON' });
    const first = await c.call('startSubscription', { planId: 'pro', locale: 'en' });
    const second = await c.call('startSubscription', { planId: 'business', locale: 'en' });
    expect((await stripeTest.checkout.sessions.retrieve(first.sessionId)).status).toBe('expired');
    expect((await payAt(first.url)).status).toBe(409);
    expect((await payAt(second.url)).status).toBe(303);
  });
});

describe('one plan per customer, whatever the timing', () => {
  it('checkouts started at the same moment (a double click, two tabs): only one can be paid', async () => {
    const c = await customer({ province: 'ON' });
    const plans = ['pro', 'business', 'starter', 'pro'];
    const results = await Promise.allSettled(
      plans.slice(0, RACERS).map((planId) => c.call('startSubscription', { planId, locale: 'en' })),
    );
    const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    for (const r of results)
      if (r.status === 'rejected')
        expect(r.reason).toMatchObject({
          code: 'functions/failed-precondition',
          details: { reason: 'checkout_in_progress' },
        });
    expect(started.length).toBeGreaterThan(0);
    const sessions = await Promise.all(started.map((s) => stripeTest.checkout.sessions.retrieve(s.sessionId)));
    expect(sessions.filter((s) => s.status === 'open')).toHaveLength(1);
    const paid = await Promise.all(started.map((s) => payAt(s.url)));
    expect(paid.filter((p) => p.status === 303)).toHaveLength(1);
  });

  it('a checkout paid moments ago counts as a plan before the webhook has stored it', async () => {
    const c = await customer({ province: 'ON' });
    const uid = c.uid as string;
    const { sessionId, subscriptionId, invoiceId } = await subscribe(c, 'starter');
    await granted(invoiceId);
    await settled(subscriptionId);
    await settled(sessionId);
    // The seconds between paying and the webhook: Stripe has the subscription, we have not stored it.
    await adminDb.doc(`subscriptions/${uid}`).delete();
    expect(await errorOf(c.call('startSubscription', { planId: 'pro', locale: 'en' }))).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'already_subscribed' },
    });
  });

  it('a second plan that still reaches the webhook is cancelled and refunded, grants nothing, the staff hear of it once; replays change nothing', async () => {
    const c = await customer({ province: 'ON', balance: 0 });
    const uid = c.uid as string;
    const first = await subscribe(c, 'starter');
    await granted(first.invoiceId);
    await settled(first.subscriptionId);
    // A checkout the slot never saw (opened before it existed, or in Stripe's dashboard), paid.
    const customerId = (await adminDb.doc(`stripeCustomers/${uid}`).get()).get('customerId') as string;
    const extra = await stripeTest.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: uid,
      line_items: [{ price: 'price_tasklane_pro_monthly', quantity: 1 }],
      subscription_data: { metadata: { uid, planId: 'pro', province: 'ON' } },
      metadata: { uid, kind: 'subscription', planId: 'pro' },
      success_url: `${STRIPE_API}/done`,
      cancel_url: `${STRIPE_API}/cancelled`,
    });
    expect((await payAt(extra.url!)).status).toBe(303);
    const paidExtra = await stripeTest.checkout.sessions.retrieve(extra.id);
    const secondId = paidExtra.subscription as string;
    const secondInvoice = await stripeTest.invoices.retrieve(paidExtra.invoice as string);
    const paymentIntent = secondInvoice.payments!.data[0]!.payment.payment_intent as string;

    await until(
      async () => (await stripeTest.subscriptions.retrieve(secondId)).status === 'canceled',
      'the second plan to be cancelled',
    );
    const [mail] = await waitForMails('staff@tasklane.ca', { where: (m) => m.subject.includes(secondId) });
    expect(mail!.text).toContain(first.subscriptionId);
    expect(mail!.text).toContain('199.00 $');
    await settled(secondId);
    await settled(secondInvoice.id!);
    await settled(paymentIntent);

    const check = async () => {
      expect((await stripeTest.refunds.list({ payment_intent: paymentIntent })).data.map((r) => r.amount)).toEqual([
        19_900,
      ]);
      expect(await stored(uid)).toMatchObject({
        subscriptionId: first.subscriptionId,
        planId: 'starter',
        status: 'active',
      });
      expect(await balance(uid)).toBe(4);
      expect(await planLedger(uid)).toHaveLength(1);
      expect((await invoicesOf(uid)).map((i) => i.id)).toEqual([first.invoiceId]);
      const audits = await adminDb
        .collection('auditLogs')
        .where('subjectUserId', '==', uid)
        .where('action', '==', 'subscription_duplicate_cancelled')
        .get();
      expect(audits.docs.map((d) => d.data())).toEqual([
        expect.objectContaining({
          entityId: secondId,
          metadata: expect.objectContaining({
            keptSubscriptionId: first.subscriptionId,
            refundedCents: 19_900,
            creditsGranted: 0,
          }),
        }),
      ]);
      expect((await mailsTo('staff@tasklane.ca')).filter((m) => m.subject.includes(secondId))).toHaveLength(1);
    };
    await check();

    // Stripe replays every event about the second plan (fresh ids, as if first seen now), and the
    // success page of its checkout confirms: nothing is granted, refunded or told twice.
    const events = [
      ...(await eventsAbout(secondId)),
      ...(await eventsAbout(secondInvoice.id!)),
      ...(await eventsAbout(extra.id)),
    ];
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']),
    );
    for (const e of events)
      expect(await deliver(craftEvent(e.type, e.data.object as unknown as Record<string, unknown>))).toBe(200);
    // And the original delivery of its creation again, under its own id.
    const created = (await eventsAbout(secondId, 'customer.subscription.created'))[0]!;
    expect(await deliver(created)).toBe(200);
    expect(await c.call('confirmSubscription', { sessionId: extra.id })).toMatchObject({
      status: 'failed',
      credits: 0,
    });
    await check();
  });
});

describe('deleting an account with a plan', () => {
  it('cancels the Stripe subscription and removes the plan; paid invoices stay without the person', async () => {
    const c = await signedInClient();
    opened.push(c);
    const uid = c.uid as string;
    const now = new Date();
    await adminDb.doc(`profiles/${uid}`).set({
      name: 'Plan Holder',
      email: c.email,
      company: '',
      phone: '',
      locale: 'en',
      role: 'customer',
      emailNotifications: true,
      province: 'ON',
      createdAt: now,
      updatedAt: now,
    });
    await adminDb.doc(`wallets/${uid}`).set({ userId: uid, balance: 0, updatedAt: now });
    const { subscriptionId, invoiceId } = await subscribe(c, 'pro');
    await granted(invoiceId);
    expect(await c.call('deleteAccount', { confirm: 'DELETE' })).toEqual({ ok: true });
    expect((await stripeTest.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    // Stripe's customer.subscription.deleted arrives after the deletion: it must not write the plan back.
    await until(
      async () => (await eventsAbout(subscriptionId, 'customer.subscription.deleted')).length > 0,
      'the deleted event',
    );
    await settled(subscriptionId);
    expect((await adminDb.doc(`subscriptions/${uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`invoices/${invoiceId}`).get()).get('userId')).toBe('deleted-user');
  });
});
