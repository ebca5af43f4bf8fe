// Checkout and fulfilment against the emulators and the local Stripe stand-in: the real `stripe`
// client in the functions, the stand-in's hosted page paid as a browser would, and its signed
// webhooks delivered to the Functions emulator.
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { CheckoutDraft, Payment, Task } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, PORTS } from '../support/emulators';
import { adminDb, anonymousClient, callWithHeaders, errorOf, type TestClient } from '../support/functions-client';
import {
  CARD_DECLINED,
  CARD_OK,
  buyer,
  craftEvent,
  deliver,
  eventsAbout,
  packInput,
  payAt,
  paymentsOf,
  purchasedLedger,
  stripeTest,
  until,
  WEBHOOK_URL,
} from '../support/stripe';
import { setSettings, cardTaskOrder } from '../support/task-helpers';

const opened: TestClient[] = [];
async function customer(opts: Parameters<typeof buyer>[0] = {}) {
  const c = await buyer(opts);
  opened.push(c);
  return c;
}
beforeAll(async () => setSettings());
afterAll(async () => Promise.all(opened.map((c) => c.close())));

async function balance(uid: string): Promise<number> {
  return (await adminDb.doc(`wallets/${uid}`).get()).get('balance') as number;
}

describe('buying a credit pack', () => {
  for (const locale of ['en', 'fr'] as const) {
    it(`credits the wallet once (${locale}): checkout page in the customer's language, paid, redirected, granted`, async () => {
      const c = await customer({ locale, province: 'QC', balance: 2 });
      const uid = c.uid as string;
      const { url, sessionId, draftId } = await c.call('createCheckoutSession', packInput('pack_5', locale));
      expect(url).toContain(sessionId);

      const page = await (await fetch(url)).text();
      expect(page).toContain(locale === 'fr' ? 'Numéro de carte' : 'Card number');
      // Quebec: 135 $ + GST 6.75 + QST 13.47 = 155.22 (each tax rounded on its own line).
      const session = await stripeTest.checkout.sessions.retrieve(sessionId);
      expect(session).toMatchObject({
        amount_subtotal: 13_500,
        amount_total: 15_522,
        client_reference_id: uid,
        currency: 'cad',
      });
      expect(session.metadata).toMatchObject({ uid, draftId, kind: 'pack', packId: 'pack_5' });
      expect(session.locale).toBe(locale === 'fr' ? 'fr-CA' : 'en');

      const paid = await payAt(url, CARD_OK, { race: true });
      expect(paid.status).toBe(303);
      expect(paid.location).toMatch(new RegExp(`/payment-success\\?session_id=${sessionId}$`));

      const out = await c.call('confirmCheckoutSession', { sessionId });
      expect(out).toMatchObject({ status: 'paid', kind: 'pack', credits: 5, taskId: null, totalCents: 15_522 });
      // The stand-in's own webhook delivery arrives too; it must not grant a second time.
      const [event] = await until(async () => {
        const found = await eventsAbout(sessionId, 'checkout.session.completed');
        return found.length > 0 ? found : null;
      }, 'the completed event');
      await until(
        async () => (await adminDb.doc(`stripeEvents/${event!.id}`).get()).get('status') === 'processed',
        'the webhook to be processed',
      );

      expect(await balance(uid)).toBe(7);
      expect(await purchasedLedger(uid)).toEqual([
        expect.objectContaining({
          type: 'purchased',
          credits: 5,
          balanceAfter: 7,
          description: 'Tasklane credits: pack of 5',
          descriptionFr: 'Crédits Tasklane : forfait de 5',
        }),
      ]);
      const payments = await paymentsOf(uid);
      expect(payments).toHaveLength(1);
      const payment = payments[0]!.data() as Payment;
      expect(payments[0]!.id).toBe(out.paymentId);
      expect(payment).toMatchObject({
        kind: 'pack',
        credits: 5,
        province: 'QC',
        subtotalCents: 13_500,
        totalCents: 15_522,
        status: 'paid',
        refundedCents: 0,
        disputed: false,
      });
      expect(payment.taxes.map((t) => [t.code, t.amountCents])).toEqual([
        ['GST', 675],
        ['QST', 1347],
      ]);
      expect(((await adminDb.doc(`checkoutDrafts/${draftId}`).get()).data() as CheckoutDraft).status).toBe('paid');
      const receipts = await adminDb.collection('receipts').where('paymentId', '==', out.paymentId).get();
      expect(receipts.size).toBe(1);
      expect(receipts.docs[0]!.get('kind')).toBe('receipt');
      const notes = await adminDb
        .collection('notifications')
        .where('userId', '==', uid)
        .where('templateKey', '==', 'payment_success')
        .get();
      expect(notes.size).toBe(1);
      const audits = await adminDb
        .collection('auditLogs')
        .where('subjectUserId', '==', uid)
        .where('action', '==', 'payment_received')
        .get();
      expect(audits.size).toBe(1);
    });
  }

  it('grants exactly once when the webhook is replayed 3 times while the success page confirms', async () => {
    const c = await customer({ province: 'ON', balance: 0 });
    const uid = c.uid as string;
    const { url, sessionId } = await c.call('createCheckoutSession', packInput('pack_10'));
    expect((await payAt(url, CARD_OK, { race: true })).status).toBe(303);
    const [event] = await until(async () => {
      const found = await eventsAbout(sessionId, 'checkout.session.completed');
      return found.length > 0 ? found : null;
    }, 'the completed event');
    const results = await Promise.all([
      deliver(event),
      deliver(event),
      deliver(event),
      c.call('confirmCheckoutSession', { sessionId }),
    ]);
    expect(results.slice(0, 3)).toEqual([200, 200, 200]);
    expect(results[3]).toMatchObject({ status: 'paid', credits: 10 });
    expect(await balance(uid)).toBe(10);
    expect(await purchasedLedger(uid)).toHaveLength(1);
    expect(await paymentsOf(uid)).toHaveLength(1);
    const paymentId = (await paymentsOf(uid))[0]!.id;
    expect((await adminDb.collection('receipts').where('paymentId', '==', paymentId).get()).size).toBe(1);
    // Ontario: 250 $ + HST 13 % = 282.50.
    expect((await paymentsOf(uid))[0]!.get('totalCents')).toBe(28_250);
  });

  it('writes nothing for a bad signature or a tampered body, and answers 400', async () => {
    const c = await customer({ balance: 0 });
    const uid = c.uid as string;
    const { url, sessionId } = await c.call('createCheckoutSession', packInput('pack_1'));
    // A paid session, but its event is delivered with the wrong secret: nothing may happen.
    const session = await stripeTest.checkout.sessions.retrieve(sessionId);
    const forged = craftEvent('checkout.session.completed', {
      ...session,
      payment_status: 'paid',
      status: 'complete',
    } as unknown as Record<string, unknown>);
    expect(await deliver(forged, { secret: 'whsec_not_the_right_one' })).toBe(400);
    const tampered = craftEvent('checkout.session.completed', session as unknown as Record<string, unknown>);
    expect(await deliver(tampered, { body: JSON.stringify({ ...tampered, id: 'evt_other' }) })).toBe(400);
    expect((await adminDb.doc(`stripeEvents/${forged.id}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`stripeEvents/${tampered.id}`).get()).exists).toBe(false);
    expect((await adminDb.doc('stripeEvents/evt_other').get()).exists).toBe(false);
    expect(await paymentsOf(uid)).toHaveLength(0);
    expect(await balance(uid)).toBe(0);
    expect(url).toContain(sessionId);
  });

  it('creates nothing for a declined card: the page stays with an error, the session stays unpaid', async () => {
    const c = await customer({ balance: 1 });
    const uid = c.uid as string;
    const { url, sessionId, draftId } = await c.call('createCheckoutSession', packInput('pack_5'));
    const declined = await payAt(url, CARD_DECLINED);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined');
    expect(await c.call('confirmCheckoutSession', { sessionId })).toMatchObject({ status: 'pending', paymentId: null });
    expect(await eventsAbout(sessionId)).toHaveLength(0);
    expect(await paymentsOf(uid)).toHaveLength(0);
    expect(await balance(uid)).toBe(1);
    expect(((await adminDb.doc(`checkoutDrafts/${draftId}`).get()).data() as CheckoutDraft).status).toBe('open');
  });

  it('marks the draft expired when Stripe expires the session', async () => {
    const c = await customer();
    const { sessionId, draftId } = await c.call('createCheckoutSession', packInput('pack_1'));
    await stripeTest.checkout.sessions.expire(sessionId);
    await until(
      async () => ((await adminDb.doc(`checkoutDrafts/${draftId}`).get()).get('status') === 'expired' ? true : null),
      'the draft to expire',
    );
    expect(await c.call('confirmCheckoutSession', { sessionId })).toMatchObject({ status: 'expired' });
  });
});

describe('a task paid by card', () => {
  it('enters the queue only after payment, priced and queued as submitTask does', async () => {
    const c = await customer({ province: 'AB', balance: 0 });
    const uid = c.uid as string;
    const { requestId, task } = cardTaskOrder({
      category: 'research_data',
      tier: 'express',
      title: 'Clean my supplier list',
    });
    const { url, sessionId, draftId } = await c.call('createCheckoutSession', {
      kind: 'task',
      requestId,
      task,
      locale: 'en',
    });
    expect(draftId).toMatch(/^[0-9a-f]{24}$/);
    expect((await adminDb.doc(`tasks/${draftId}`).get()).exists).toBe(false);
    // research_data is premium (2 credits) + express (1) = 3 credits = 87 $; Alberta: GST 5 % only.
    expect((await stripeTest.checkout.sessions.retrieve(sessionId)).amount_total).toBe(9_135);

    expect((await payAt(url, CARD_OK, { race: true })).status).toBe(303);
    const out = await c.call('confirmCheckoutSession', { sessionId });
    expect(out).toMatchObject({ status: 'paid', kind: 'task', taskId: draftId, credits: 0, totalCents: 9_135 });
    const created = (await adminDb.doc(`tasks/${draftId}`).get()).data() as Task;
    expect(created).toMatchObject({
      userId: uid,
      title: 'Clean my supplier list',
      paymentMethod: 'card',
      priceCredits: 3,
    });
    // Queued, or already started when a production slot was free (as for a credit submission).
    expect(['queued', 'active']).toContain(created.queueStatus);
    expect(await balance(uid)).toBe(0);
    const submitted = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', draftId)
      .where('action', '==', 'task_submitted')
      .get();
    expect(submitted.size).toBe(1);

    // The same brief cannot be bought twice.
    const again = await errorOf(c.call('createCheckoutSession', { kind: 'task', requestId, task, locale: 'en' }));
    expect(again.code).toBe('functions/failed-precondition');
    expect(again.details).toMatchObject({ reason: 'already_paid' });
  });
});

describe('createCheckoutSession', () => {
  it('asks for the billing province first', async () => {
    const c = await customer({ province: null });
    const err = await errorOf(c.call('createCheckoutSession', packInput()));
    expect(err.code).toBe('functions/failed-precondition');
    expect(err.details).toEqual({ reason: 'province_required' });
    expect((await adminDb.collection('checkoutDrafts').where('userId', '==', c.uid).get()).size).toBe(0);
  });

  it('creates one Stripe customer per user, even for two first checkouts at once', async () => {
    const c = await customer();
    const [a, b] = await Promise.all([
      c.call('createCheckoutSession', packInput('pack_1')),
      c.call('createCheckoutSession', packInput('pack_5')),
    ]);
    const [sa, sb] = await Promise.all([
      stripeTest.checkout.sessions.retrieve(a.sessionId),
      stripeTest.checkout.sessions.retrieve(b.sessionId),
    ]);
    expect(sa.customer).toBeTruthy();
    expect(sa.customer).toBe(sb.customer);
    expect((await adminDb.doc(`stripeCustomers/${c.uid}`).get()).get('customerId')).toBe(sa.customer);
  });

  it('rejects a signed-out caller', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('createCheckoutSession', packInput()))).code).toBe('functions/unauthenticated');
    expect((await errorOf(anon.call('confirmCheckoutSession', { sessionId: 'cs_x' }))).code).toBe(
      'functions/unauthenticated',
    );
    await anon.close();
  });

  it('rejects bad input with field codes: unknown pack, missing kind, a brief that submitTask would refuse', async () => {
    const c = await customer();
    const unknown = await errorOf(c.call('createCheckoutSession', packInput('pack_999')));
    expect(unknown.code).toBe('functions/invalid-argument');
    expect(unknown.details).toMatchObject({ fields: { packId: 'pack_unknown' } });
    const noKind = await errorOf(c.callRaw('createCheckoutSession', { packId: 'pack_1' }));
    expect(noKind.code).toBe('functions/invalid-argument');
    const { requestId, task } = cardTaskOrder({ brief: 'too short' });
    const shortBrief = await errorOf(
      c.callRaw('createCheckoutSession', { kind: 'task', requestId, task, locale: 'en' }),
    );
    expect(shortBrief.code).toBe('functions/invalid-argument');
    expect(shortBrief.details).toMatchObject({ fields: { 'task.brief': 'brief_too_short' } });
    expect((await errorOf(c.callRaw('confirmCheckoutSession', { sessionId: '' }))).code).toBe(
      'functions/invalid-argument',
    );
  });

  it("answers not-found for another user's session, and grants nothing to either", async () => {
    const owner = await customer({ balance: 0 });
    const other = await customer({ balance: 0 });
    const { url, sessionId } = await owner.call('createCheckoutSession', packInput('pack_1'));
    const before = await errorOf(other.call('confirmCheckoutSession', { sessionId }));
    expect(before.code).toBe('functions/not-found');
    expect((await errorOf(other.call('confirmCheckoutSession', { sessionId: 'cs_test_nope' }))).code).toBe(
      'functions/not-found',
    );
    expect(await paymentsOf(owner.uid as string)).toHaveLength(0);
    expect((await payAt(url)).status).toBe(303);
    expect((await errorOf(other.call('confirmCheckoutSession', { sessionId }))).code).toBe('functions/not-found');
    expect(await balance(other.uid as string)).toBe(0);
  });
});

describe('where Stripe sends the customer back', () => {
  // The emulators' APP_ORIGIN is the Hosting emulator; the dev server is the other allowed origin.
  const appOrigin = `http://${HOST}:${PORTS.hosting}`;
  const devServer = `http://${HOST}:${PORTS.web}`;
  const urlsOf = async (sessionId: string) => {
    const s = await stripeTest.checkout.sessions.retrieve(sessionId);
    return [s.success_url, s.cancel_url];
  };

  it('to the allowed origin the customer paid from, for a pack, a plan and the billing portal', async () => {
    const c = await customer({ province: 'ON' });
    const pack = await callWithHeaders(c, 'createCheckoutSession', packInput(), { origin: devServer });
    for (const url of await urlsOf(pack.sessionId))
      expect(url?.startsWith(`${devServer}/payment-`), url ?? '').toBe(true);
    // No Origin header: the Referer's origin.
    const plan = await callWithHeaders(
      c,
      'startSubscription',
      { planId: 'starter', locale: 'en' },
      { referer: `${devServer}/pricing` },
    );
    for (const url of await urlsOf(plan.sessionId))
      expect(url?.startsWith(`${devServer}/subscription-`), url ?? '').toBe(true);
    const portal = await callWithHeaders(c, 'openBillingPortal', { locale: 'en' }, { origin: devServer });
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain(`href="${devServer}/subscription"`);
  });

  it('to APP_ORIGIN from a foreign origin, or with no header at all', async () => {
    const c = await customer({ province: 'ON' });
    const foreign = await callWithHeaders(c, 'createCheckoutSession', packInput(), {
      origin: 'https://evil.example',
      referer: `${devServer}/credits`,
    });
    for (const url of await urlsOf(foreign.sessionId))
      expect(url?.startsWith(`${appOrigin}/payment-`), url ?? '').toBe(true);
    const bare = await callWithHeaders(c, 'createCheckoutSession', packInput(), {});
    for (const url of await urlsOf(bare.sessionId))
      expect(url?.startsWith(`${appOrigin}/payment-`), url ?? '').toBe(true);
  });
});

describe('stripeWebhook', () => {
  it('flags a disputed payment for the admins, once', async () => {
    const c = await customer();
    const { url, sessionId } = await c.call('createCheckoutSession', packInput('pack_1'));
    await payAt(url);
    const { paymentId } = await c.call('confirmCheckoutSession', { sessionId });
    const dispute = craftEvent('charge.dispute.created', {
      id: 'dp_test_1',
      object: 'dispute',
      amount: 3_277,
      payment_intent: paymentId,
      reason: 'fraudulent',
      status: 'needs_response',
    });
    expect(await deliver(dispute)).toBe(200);
    expect(await deliver(dispute)).toBe(200);
    expect((await adminDb.doc(`payments/${paymentId}`).get()).get('disputed')).toBe(true);
    expect(
      (
        await adminDb
          .collection('auditLogs')
          .where('entityId', '==', paymentId)
          .where('action', '==', 'payment_disputed')
          .get()
      ).size,
    ).toBe(1);
    expect((await adminDb.doc(`stripeEvents/${dispute.id}`).get()).get('status')).toBe('processed');
  });

  it('lets one delivery handle an event at a time: a copy waits for the one holding it, and takes over a lapsed hold', async () => {
    // An event whose handling touches nothing else (a dispute on a payment we never took).
    const event = () =>
      craftEvent('charge.dispute.created', {
        id: `dp_${randomUUID()}`,
        object: 'dispute',
        amount: 100,
        payment_intent: 'pi_unknown',
        reason: 'fraudulent',
        status: 'needs_response',
      });

    // Held by another delivery that finishes a moment later: this copy waits, then answers as a duplicate.
    const held = event();
    const heldRef = adminDb.doc(`stripeEvents/${held.id}`);
    await heldRef.set({
      type: held.type,
      status: 'processing',
      leaseUntil: Timestamp.fromMillis(Date.now() + 60_000),
      attempts: 1,
    });
    const waiting = deliver(held);
    await new Promise((r) => setTimeout(r, 1_500));
    await heldRef.set(
      { status: 'processed', outcome: 'handled elsewhere', leaseUntil: FieldValue.delete() },
      { merge: true },
    );
    expect(await waiting).toBe(200);
    expect((await heldRef.get()).data()).toMatchObject({
      status: 'processed',
      outcome: 'handled elsewhere',
      attempts: 1,
    });

    // Held by a delivery that died (its lease has run out): this copy takes it over and handles it.
    const lapsed = event();
    const lapsedRef = adminDb.doc(`stripeEvents/${lapsed.id}`);
    await lapsedRef.set({
      type: lapsed.type,
      status: 'processing',
      leaseUntil: Timestamp.fromMillis(Date.now() - 1_000),
      attempts: 1,
    });
    expect(await deliver(lapsed)).toBe(200);
    expect((await lapsedRef.get()).data()).toMatchObject({
      status: 'processed',
      outcome: 'nothing to do',
      attempts: 2,
    });
    expect((await lapsedRef.get()).get('leaseUntil')).toBeUndefined();
  });

  it('answers 500 (so Stripe retries) when an event cannot be handled, and records the failure', async () => {
    const broken = craftEvent('checkout.session.completed', {
      id: 'cs_test_missing',
      object: 'checkout.session',
      payment_status: 'paid',
      status: 'complete',
      metadata: {},
    });
    expect(await deliver(broken)).toBe(500);
    expect((await adminDb.doc(`stripeEvents/${broken.id}`).get()).get('status')).toBe('failed');
  });

  it('refuses anything but POST', async () => {
    expect((await fetch(WEBHOOK_URL)).status).toBe(405);
  });
});
