// Monthly plans against the emulators and the local Stripe stand-in: Checkout in subscription
// mode paid as a browser would, the stand-in's test clock moving subscriptions to their next
// period, and its signed webhooks (plus crafted stale ones) delivered to the Functions emulator.
// What the plan callables refuse, the race for one plan and deleting an account with a plan are
// in subscription-limits.test.ts.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { adminDb, errorOf } from '../support/functions-client';
import { waitForMails } from '../support/maildev';
import {
  CARD_OK,
  advance,
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
  subscriptionSuite,
  balance,
  stored,
  invoicesOf,
  planLedger,
  settled,
  stripeState,
} from '../support/subscription-suite';

const { customer } = subscriptionSuite();

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
