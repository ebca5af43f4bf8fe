// Quotes on the emulators, continued: a higher ceiling offered while the work is under way,
// accepted with credits or paid by card (the difference and its taxes only).
import { computeTaxes, type Payment } from '@tasklane/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, type TestClient } from '../support/functions-client';
import { answerInput, versionOf, acceptedOf } from '../support/quotes';
import { deliver, eventsAbout, payAt, stripeTest, until } from '../support/stripe';
import { balanceOf } from '../support/task-helpers';
import { quoteSuite, reasonOf } from '../support/quote-suite';

const suite = quoteSuite();
let admin: TestClient;
beforeAll(() => {
  admin = suite.admin;
});
const { customer, readQuote, quotedFor, putQuote, opened } = suite;

describe('a higher ceiling', () => {
  it('going over needs a new version the customer accepts: the difference is reserved, then settled exactly', async () => {
    const c = await customer(20);
    const quoteId = await quotedFor(c);
    await c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' });
    expect(reasonOf(await errorOf(admin.call('deliverQuote', { quoteId, result: 'Done.', actualCad: 350 })))).toBe(
      'over_nte',
    );
    // Offered but not accepted yet: still refused, the accepted ceiling holds.
    expect(await admin.call('answerQuote', answerInput(quoteId, { estimateCad: 340, nteCad: 400 }))).toMatchObject({
      version: 2,
      status: 'accepted',
    });
    expect(reasonOf(await errorOf(admin.call('deliverQuote', { quoteId, result: 'Done.', actualCad: 350 })))).toBe(
      'over_nte',
    );
    expect(
      reasonOf(await errorOf(c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' }))),
    ).toBe('version_changed');
    // 400 $ needs 14 credits at 29 $; 10 are held, so 4 more.
    expect(await c.call('acceptQuote', { quoteId, version: 2, paymentMethod: 'credits', locale: 'en' })).toEqual({
      status: 'accepted',
      reservedCredits: 4,
      balance: 6,
      url: null,
    });
    expect(
      reasonOf(await errorOf(c.call('acceptQuote', { quoteId, version: 2, paymentMethod: 'credits', locale: 'en' }))),
    ).toBe('already_accepted');
    expect((await readQuote(quoteId)).accepted).toMatchObject({
      reservedCredits: 14,
      version: { number: 2, nteCents: 40_000 },
    });
    await admin.call('deliverQuote', { quoteId, result: 'Done.', actualCad: 350 });
    // 350 $ = 12.07 → 13 credits used, 1 of the 14 comes back.
    expect(await c.call('confirmQuote', { quoteId })).toEqual({
      status: 'settled',
      consumedCredits: 13,
      releasedCredits: 1,
      refundCents: 0,
    });
    expect(await balanceOf(c.uid as string)).toBe(7);
  });

  it('on a card quote: refused unless above the locked ceiling, after delivery, or paid the other way', async () => {
    const c = await customer(50);
    const card = acceptedOf({
      paymentMethod: 'card',
      reservedCredits: 0,
      paymentId: 'pi_x',
      province: 'ON',
      subtotalCents: 29_000,
      taxes: [{ code: 'HST', rateBps: 1300, amountCents: 3770 }],
      totalCents: 32_770,
    });
    const quoteId = await putQuote(c.uid as string, { status: 'in_progress', versions: [versionOf()], accepted: card });
    const same = await errorOf(admin.call('answerQuote', answerInput(quoteId, { nteCad: 290 })));
    expect((same.details as { fields: Record<string, string> }).fields).toEqual({ nteCad: 'nte_not_raised' });
    expect((await errorOf(c.call('answerQuote', answerInput(quoteId, { nteCad: 400 })))).code).toBe(
      'functions/permission-denied',
    );
    expect(await admin.call('answerQuote', answerInput(quoteId, { estimateCad: 340, nteCad: 400 }))).toMatchObject({
      version: 2,
      status: 'in_progress',
    });
    // Credits cannot top up a card payment.
    expect(
      reasonOf(await errorOf(c.call('acceptQuote', { quoteId, version: 2, paymentMethod: 'credits', locale: 'en' }))),
    ).toBe('raise_same_method');
    expect(await balanceOf(c.uid as string)).toBe(50);
    const delivered = await putQuote(c.uid as string, {
      status: 'delivered',
      versions: [versionOf()],
      accepted: card,
      actualCents: 10_000,
      deliveredAt: Date.now(),
      result: 'Done.',
    });
    expect(reasonOf(await errorOf(admin.call('answerQuote', answerInput(delivered, { nteCad: 400 }))))).toBe(
      'wrong_state',
    );
  });
});

describe('a higher ceiling paid by card', () => {
  const sessionOf = (url: string) => new URL(url).pathname.split('/').pop() as string;
  const quotePayments = async (quoteId: string) =>
    (await adminDb.collection('payments').where('quoteId', '==', quoteId).get()).docs;

  /** A quote accepted by card at 290 $ (32 770 cents with HST) and offered a 400 $ ceiling. */
  async function cardQuoteWithRaise(c: TestClient): Promise<{ quoteId: string; firstPaymentId: string }> {
    const quoteId = await quotedFor(c);
    const { url } = await c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'card', locale: 'en' });
    expect((await payAt(url as string)).status).toBe(303);
    await c.call('confirmQuoteCheckout', { sessionId: sessionOf(url as string) });
    const firstPaymentId = (await readQuote(quoteId)).accepted!.paymentId as string;
    expect(await admin.call('answerQuote', answerInput(quoteId, { estimateCad: 340, nteCad: 400 }))).toMatchObject({
      version: 2,
      status: 'accepted',
    });
    return { quoteId, firstPaymentId };
  }

  /**
   * Pays the raise's Checkout. Racing: delivers its completed event 3 times while the return page
   * confirms (the first test proves that fulfils once); otherwise the return page alone confirms, as
   * the race costs the emulator's transaction back-off each time and proves nothing new.
   */
  async function payRaise(c: TestClient, quoteId: string, racing = false): Promise<string> {
    const [a, b] = await Promise.all(
      [0, 1].map(() => c.call('acceptQuote', { quoteId, version: 2, paymentMethod: 'card', locale: 'en' })),
    );
    expect(a!.status).toBe('checkout');
    expect(b!.url).toBe(a!.url);
    const sessionId = sessionOf(a!.url as string);
    // Only the difference: 110 $ + 13 % HST.
    expect(await stripeTest.checkout.sessions.retrieve(sessionId)).toMatchObject({
      amount_subtotal: 11_000,
      amount_total: 12_430,
    });
    expect((await payAt(a!.url as string)).status).toBe(303);
    if (!racing) {
      expect(await c.call('confirmQuoteCheckout', { sessionId })).toEqual({ status: 'paid', quoteId });
      return sessionId;
    }
    const [event] = await until(async () => {
      const found = await eventsAbout(sessionId, 'checkout.session.completed');
      return found.length > 0 ? found : null;
    }, 'the completed event');
    const results = await Promise.all([
      deliver(event),
      deliver(event),
      deliver(event),
      c.call('confirmQuoteCheckout', { sessionId }),
    ]);
    expect(results.slice(0, 3)).toEqual([200, 200, 200]);
    expect(results[3]).toEqual({ status: 'paid', quoteId });
    return sessionId;
  }

  it('charges only the difference plus tax, raises once however often fulfilled, then settles below the first ceiling across both payments', async () => {
    const c = await customer(0);
    const { quoteId, firstPaymentId } = await cardQuoteWithRaise(c);
    // Offered, not paid: the locked ceiling still holds.
    expect(reasonOf(await errorOf(admin.call('deliverQuote', { quoteId, result: 'Done.', actualCad: 350 })))).toBe(
      'over_nte',
    );
    const stranger = await customer(0);
    expect(
      (await errorOf(stranger.call('acceptQuote', { quoteId, version: 2, paymentMethod: 'card', locale: 'en' }))).code,
    ).toBe('functions/not-found');
    expect(
      reasonOf(await errorOf(c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'card', locale: 'en' }))),
    ).toBe('version_changed');

    await payRaise(c, quoteId, true);
    const payments = await quotePayments(quoteId);
    expect(payments).toHaveLength(2);
    const raisePayment = payments.find((p) => p.id !== firstPaymentId)!;
    expect(raisePayment.data() as Payment).toMatchObject({ kind: 'quote', subtotalCents: 11_000, totalCents: 12_430 });
    expect(
      (
        await adminDb
          .collection('receipts')
          .where('paymentId', '==', raisePayment.id)
          .where('kind', '==', 'receipt')
          .get()
      ).size,
    ).toBe(1);
    expect(
      (
        await adminDb
          .collection('auditLogs')
          .where('entityId', '==', raisePayment.id)
          .where('action', '==', 'payment_received')
          .get()
      ).size,
    ).toBe(1);
    const raised = await readQuote(quoteId);
    expect(raised.accepted).toMatchObject({
      version: { number: 2, nteCents: 40_000 },
      paymentId: firstPaymentId,
      subtotalCents: 40_000,
      totalCents: 45_200,
    });
    expect(raised.accepted!.cardPayments!.map((p) => [p.paymentId, p.totalCents])).toEqual([
      [firstPaymentId, 32_770],
      [raisePayment.id, 12_430],
    ]);
    expect(raised.history.filter((h) => h.note?.startsWith('Version 2 accepted'))).toHaveLength(1);
    expect(raised.checkout).toBeNull();
    expect(
      reasonOf(await errorOf(c.call('acceptQuote', { quoteId, version: 2, paymentMethod: 'card', locale: 'en' }))),
    ).toBe('already_accepted');

    // Below the first ceiling: the whole raise comes back, then the rest from the first payment.
    await admin.call('deliverQuote', { quoteId, result: 'All done.', actualCad: 213.37 });
    const kept = computeTaxes('ON', 21_337, new Date()).totalCents;
    expect(await c.call('confirmQuote', { quoteId })).toEqual({
      status: 'settled',
      consumedCredits: 0,
      releasedCredits: 0,
      refundCents: 45_200 - kept,
    });
    await until(
      async () => (await adminDb.doc(`cardRefunds/quote_${quoteId}`).get()).get('status') === 'succeeded',
      'the first payment refund',
    );
    await until(
      async () => (await adminDb.doc(`cardRefunds/quote_${quoteId}_p1`).get()).get('status') === 'succeeded',
      'the raise refund',
    );
    expect((await stripeTest.refunds.list({ payment_intent: raisePayment.id })).data.map((r) => r.amount)).toEqual([
      12_430,
    ]);
    expect((await stripeTest.refunds.list({ payment_intent: firstPaymentId })).data.map((r) => r.amount)).toEqual([
      32_770 - kept,
    ]);
    for (const [paymentId, amount] of [
      [raisePayment.id, 12_430],
      [firstPaymentId, 32_770 - kept],
    ] as const) {
      await until(
        async () =>
          (
            await adminDb
              .collection('receipts')
              .where('paymentId', '==', paymentId)
              .where('kind', '==', 'credit_note')
              .get()
          ).size === 1,
        'the credit note',
      );
      const notes = await adminDb
        .collection('receipts')
        .where('paymentId', '==', paymentId)
        .where('kind', '==', 'credit_note')
        .get();
      expect(notes.docs[0]!.get('totalCents')).toBe(amount);
    }
  });

  it('settled between the two ceilings, only the raise gives money back', async () => {
    const c = await customer(0);
    const { quoteId, firstPaymentId } = await cardQuoteWithRaise(c);
    await payRaise(c, quoteId);
    await admin.call('deliverQuote', { quoteId, result: 'All done.', actualCad: 350 });
    // 45 200 paid − (350 $ + HST = 39 550) = 5 650, all from the raise.
    expect(await c.call('confirmQuote', { quoteId })).toMatchObject({ status: 'settled', refundCents: 5_650 });
    const raisePaymentId = (await readQuote(quoteId)).accepted!.cardPayments![1]!.paymentId;
    await until(
      async () => (await adminDb.doc(`cardRefunds/quote_${quoteId}_p1`).get()).get('status') === 'succeeded',
      'the raise refund',
    );
    expect((await stripeTest.refunds.list({ payment_intent: raisePaymentId })).data.map((r) => r.amount)).toEqual([
      5_650,
    ]);
    expect((await adminDb.doc(`cardRefunds/quote_${quoteId}`).get()).exists).toBe(false);
    expect((await stripeTest.refunds.list({ payment_intent: firstPaymentId })).data).toEqual([]);
  });

  it('money back refunds both payments in full', async () => {
    const c = await customer(0);
    const { quoteId, firstPaymentId } = await cardQuoteWithRaise(c);
    await payRaise(c, quoteId);
    await admin.call('deliverQuote', { quoteId, result: 'All done.', actualCad: 380 });
    await c.call('requestQuoteRefund', { quoteId, reason: 'The translation misses half of the brochure.' });
    expect(await admin.call('decideQuoteRefund', { quoteId, approve: true, note: '' })).toEqual({
      status: 'refunded',
      releasedCredits: 0,
      refundCents: 45_200,
    });
    const raisePaymentId = (await readQuote(quoteId)).accepted!.cardPayments![1]!.paymentId;
    await until(
      async () => (await adminDb.doc(`cardRefunds/quote_${quoteId}`).get()).get('status') === 'succeeded',
      'the first refund',
    );
    await until(
      async () => (await adminDb.doc(`cardRefunds/quote_${quoteId}_p1`).get()).get('status') === 'succeeded',
      'the raise refund',
    );
    expect((await adminDb.doc(`cardRefunds/quote_${quoteId}_p1`).get()).get('reason')).toBe('quote_refund');
    expect((await stripeTest.refunds.list({ payment_intent: firstPaymentId })).data.map((r) => r.amount)).toEqual([
      32_770,
    ]);
    expect((await stripeTest.refunds.list({ payment_intent: raisePaymentId })).data.map((r) => r.amount)).toEqual([
      12_430,
    ]);
  });

  it('refuses the signed-out and bad input; a raise paid after delivery goes straight back to the card', async () => {
    const c = await customer(0);
    const anon = await anonymousClient();
    opened.push(anon);
    const { quoteId } = await cardQuoteWithRaise(c);
    expect(
      (await errorOf(anon.call('acceptQuote', { quoteId, version: 2, paymentMethod: 'card', locale: 'en' }))).code,
    ).toBe('functions/unauthenticated');
    const bad = await errorOf(c.callRaw('acceptQuote', { quoteId, version: 0, paymentMethod: 'card' }));
    expect((bad.details as { fields: Record<string, string> }).fields).toMatchObject({ version: 'version_required' });
    const { url } = await c.call('acceptQuote', { quoteId, version: 2, paymentMethod: 'card', locale: 'en' });
    // The admin delivers within the first ceiling before the customer pays the raise.
    await admin.call('deliverQuote', { quoteId, result: 'All done.', actualCad: 250 });
    expect((await payAt(url as string)).status).toBe(303);
    await c.call('confirmQuoteCheckout', { sessionId: sessionOf(url as string) });
    const q = await readQuote(quoteId);
    expect(q.accepted).toMatchObject({ version: { number: 1 }, totalCents: 32_770 });
    const late = (await quotePayments(quoteId)).find((p) => p.id !== q.accepted!.paymentId)!;
    await until(
      async () => (await adminDb.doc(`cardRefunds/quote_dup_${late.id}`).get()).get('status') === 'succeeded',
      'the late raise refunded',
    );
    expect((await stripeTest.refunds.list({ payment_intent: late.id })).data.map((r) => r.amount)).toEqual([12_430]);
  });
});
