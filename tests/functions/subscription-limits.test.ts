// Monthly plans against the emulators, continued: what the plan callables refuse, one plan per
// customer however the calls race, and deleting an account that has a plan.
import { describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient } from '../support/functions-client';
import { mailsTo, waitForMails } from '../support/maildev';
import {
  STRIPE_API,
  craftEvent,
  deliver,
  eventsAbout,
  granted,
  payAt,
  stripeTest,
  subscribe,
  until,
} from '../support/stripe';
import {
  RACERS,
  subscriptionSuite,
  balance,
  stored,
  invoicesOf,
  planLedger,
  settled,
} from '../support/subscription-suite';

const { customer, opened } = subscriptionSuite();

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
