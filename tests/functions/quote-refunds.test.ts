// Quotes on the emulators, continued: the money-back guarantee (asked, approved or declined, paid
// with credits or by card) and the quote tick's expiry and automatic settlement.
import { beforeAll, describe, expect, it } from 'vitest';
import { runQuoteTick } from '../../functions/src/lib/quotes/tick';
import { adminDb, anonymousClient, errorOf, type TestClient } from '../support/functions-client';
import { versionOf, acceptedOf } from '../support/quotes';
import { waitForMails } from '../support/maildev';
import { payAt, stripeTest, until } from '../support/stripe';
import { balanceOf } from '../support/task-helpers';
import { DAY, quoteSuite, reasonOf } from '../support/quote-suite';

const suite = quoteSuite();
let admin: TestClient;
beforeAll(() => {
  admin = suite.admin;
});
const { customer, readQuote, quotedFor, putQuote, opened } = suite;

describe('the money-back guarantee on quotes', () => {
  /** A quote accepted with credits (10 reserved) and delivered for 213.37 $. */
  async function deliveredWithCredits(c: TestClient): Promise<string> {
    const quoteId = await quotedFor(c);
    await c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' });
    await admin.call('deliverQuote', { quoteId, result: 'All done.', actualCad: 213.37 });
    return quoteId;
  }
  const reason = 'The translation misses half of the brochure.';

  it('credits: the customer asks once, settling waits, and approval returns every reserved credit', async () => {
    const c = await customer(12);
    const quoteId = await deliveredWithCredits(c);
    expect(await balanceOf(c.uid as string)).toBe(2);
    expect(await c.call('requestQuoteRefund', { quoteId, reason })).toEqual({ status: 'refund_requested' });
    const asked = await readQuote(quoteId);
    expect(asked.status).toBe('refund_requested');
    expect(asked.history.at(-1)).toMatchObject({ from: 'delivered', to: 'refund_requested', note: reason, by: c.uid });
    // Once per quote; confirming or the tick cannot settle it meanwhile.
    expect(reasonOf(await errorOf(c.call('requestQuoteRefund', { quoteId, reason })))).toBe('refund_already_requested');
    expect(reasonOf(await errorOf(c.call('confirmQuote', { quoteId })))).toBe('wrong_state');
    await runQuoteTick(Date.now() + 30 * DAY);
    expect((await readQuote(quoteId)).status).toBe('refund_requested');
    // The admins are told.
    await until(
      async () =>
        (
          await adminDb
            .collection('notifications')
            .where('userId', '==', admin.uid)
            .where('payload.quote_id', '==', quoteId)
            .where('payload.quote_status', '==', 'refund_requested')
            .get()
        ).size === 1,
      'the admin notification',
    );

    const out = await admin.call('decideQuoteRefund', { quoteId, approve: true, note: '' });
    expect(out).toEqual({ status: 'refunded', releasedCredits: 10, refundCents: 0 });
    expect(await balanceOf(c.uid as string)).toBe(12);
    const q = await readQuote(quoteId);
    expect(q.status).toBe('refunded');
    expect(q.settlement).toMatchObject({
      actualCents: 0,
      consumedCredits: 0,
      releasedCredits: 10,
      refundCents: 0,
      by: 'refund',
    });
    const audit = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', quoteId)
      .where('action', '==', 'quote_transition')
      .get();
    expect(audit.docs.map((d) => d.get('metadata.to'))).toEqual(
      expect.arrayContaining(['refund_requested', 'refunded']),
    );
    // A decided request cannot be decided again.
    expect(reasonOf(await errorOf(admin.call('decideQuoteRefund', { quoteId, approve: true, note: '' })))).toBe(
      'wrong_state',
    );
    await until(
      async () =>
        (
          await adminDb
            .collection('notifications')
            .where('userId', '==', c.uid)
            .where('payload.quote_id', '==', quoteId)
            .where('payload.quote_status', '==', 'refunded')
            .get()
        ).size === 1,
      'the customer notification',
    );
  });

  it('card: approval refunds the whole charge, tax included, with its credit note', async () => {
    const c = await customer(0);
    const quoteId = await quotedFor(c);
    const { url } = await c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'card', locale: 'en' });
    expect((await payAt(url as string)).status).toBe(303);
    await c.call('confirmQuoteCheckout', { sessionId: new URL(url as string).pathname.split('/').pop() as string });
    await admin.call('deliverQuote', { quoteId, result: 'All done.', actualCad: 250 });
    await c.call('requestQuoteRefund', { quoteId, reason });
    expect(await admin.call('decideQuoteRefund', { quoteId, approve: true, note: 'Sorry about that.' })).toEqual({
      status: 'refunded',
      releasedCredits: 0,
      refundCents: 32_770,
    });
    const paymentId = (await readQuote(quoteId)).accepted!.paymentId as string;
    await until(
      async () => (await adminDb.doc(`cardRefunds/quote_${quoteId}`).get()).get('status') === 'succeeded',
      'the refund at Stripe',
    );
    expect((await stripeTest.refunds.list({ payment_intent: paymentId })).data.map((r) => r.amount)).toEqual([32_770]);
    expect((await adminDb.doc(`cardRefunds/quote_${quoteId}`).get()).get('reason')).toBe('quote_refund');
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
  });

  it('declined: back to delivered with the reason, the customer is told by e-mail, and settling resumes', async () => {
    const c = await customer(12);
    await adminDb.doc(`profiles/${c.uid}`).set(
      {
        name: 'Dee Cline',
        email: c.email,
        locale: 'fr',
        role: 'customer',
        emailNotifications: true,
        createdAt: new Date(),
        updatedAt: new Date(),
      },
      { merge: true },
    );
    const quoteId = await deliveredWithCredits(c);
    await c.call('requestQuoteRefund', { quoteId, reason });
    const note = 'The brochure you sent had only these pages.';
    expect(await admin.call('decideQuoteRefund', { quoteId, approve: false, note })).toEqual({
      status: 'delivered',
      releasedCredits: 0,
      refundCents: 0,
    });
    const q = await readQuote(quoteId);
    expect(q.status).toBe('delivered');
    expect(q.history.at(-1)).toMatchObject({ from: 'refund_requested', to: 'delivered', note, by: admin.uid });
    const [mail] = await waitForMails(c.email as string, {
      where: (m) => m.subject.startsWith('Votre demande de remboursement est refusée'),
    });
    expect(mail!.text).toContain(`/quotes/${quoteId}`);
    expect(reasonOf(await errorOf(c.call('requestQuoteRefund', { quoteId, reason })))).toBe('refund_already_requested');
    expect(await c.call('confirmQuote', { quoteId })).toMatchObject({ status: 'settled', releasedCredits: 2 });
  });

  it('refuses the signed-out, another customer, a non-admin decision, bad input and the wrong state', async () => {
    const c = await customer(12);
    const stranger = await customer(0);
    const anon = await anonymousClient();
    opened.push(anon);
    const quoteId = await quotedFor(c);
    // Not delivered yet.
    expect(reasonOf(await errorOf(c.call('requestQuoteRefund', { quoteId, reason })))).toBe('wrong_state');
    await c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' });
    await admin.call('deliverQuote', { quoteId, result: 'All done.', actualCad: 100 });
    expect((await errorOf(anon.call('requestQuoteRefund', { quoteId, reason }))).code).toBe(
      'functions/unauthenticated',
    );
    expect((await errorOf(stranger.call('requestQuoteRefund', { quoteId, reason }))).code).toBe('functions/not-found');
    const short = await errorOf(c.call('requestQuoteRefund', { quoteId, reason: 'bad' }));
    expect((short.details as { fields: Record<string, string> }).fields).toEqual({ reason: 'refund_reason_too_short' });
    // No request waiting: an admin cannot decide.
    expect(reasonOf(await errorOf(admin.call('decideQuoteRefund', { quoteId, approve: true, note: '' })))).toBe(
      'wrong_state',
    );
    await c.call('requestQuoteRefund', { quoteId, reason });
    expect((await errorOf(c.call('decideQuoteRefund', { quoteId, approve: true, note: '' }))).code).toBe(
      'functions/permission-denied',
    );
    expect((await errorOf(anon.call('decideQuoteRefund', { quoteId, approve: true, note: '' }))).code).toBe(
      'functions/unauthenticated',
    );
    const bad = await errorOf(admin.callRaw('decideQuoteRefund', { quoteId, approve: 'yes' }));
    expect((bad.details as { fields: Record<string, string> }).fields).toMatchObject({ approve: 'decision_required' });
    expect((await readQuote(quoteId)).status).toBe('refund_requested');
    // After the settling window, asking is refused.
    const late = await putQuote(c.uid as string, {
      status: 'delivered',
      deliveredAt: Date.now() - 8 * DAY,
      accepted: acceptedOf(),
      actualCents: 10_000,
      versions: [versionOf()],
    });
    expect(reasonOf(await errorOf(c.call('requestQuoteRefund', { quoteId: late, reason })))).toBe('wrong_state');
  });
});

describe('the quote tick', () => {
  it('expires offers past their expiry (accepting is then refused) and leaves open ones alone', async () => {
    const c = await customer(50);
    const now = Date.now();
    const old = await putQuote(c.uid as string, {
      status: 'quoted',
      versions: [versionOf({ expiresAt: now - 1000 })],
      expiresAt: now - 1000,
    });
    const fresh = await putQuote(c.uid as string, {
      status: 'quoted',
      versions: [versionOf()],
      expiresAt: now + 5 * DAY,
    });
    const r = await runQuoteTick(now);
    expect(r.expired).toBeGreaterThanOrEqual(1);
    expect((await readQuote(old)).status).toBe('expired');
    expect((await readQuote(fresh)).status).toBe('quoted');
    expect(
      reasonOf(
        await errorOf(c.call('acceptQuote', { quoteId: old, version: 1, paymentMethod: 'credits', locale: 'en' })),
      ),
    ).toBe('expired');
    // Both sides hear of it.
    await until(
      async () => (await adminDb.doc(`notifications/${old}_q2_expired`).get()).exists,
      'the customer notification',
    );
    await until(
      async () => (await adminDb.doc(`notifications/${old}_q2_expired_${admin.uid}`).get()).exists,
      'the admin notification',
    );
    // A second tick finds nothing more to do for it.
    await runQuoteTick(now);
    expect((await readQuote(old)).history.filter((h) => h.to === 'expired')).toHaveLength(1);
  });

  it('settles a delivery left unconfirmed for 7 days, releasing the unused credits', async () => {
    const c = await customer(0);
    const deliveredAt = Date.now() - 7 * DAY - 60_000;
    const quoteId = await putQuote(c.uid as string, {
      status: 'delivered',
      versions: [versionOf()],
      accepted: acceptedOf({ reservedCredits: 10 }),
      result: 'Done.',
      actualCents: 10_000,
      deliveredAt,
    });
    const recent = await putQuote(c.uid as string, {
      status: 'delivered',
      versions: [versionOf()],
      accepted: acceptedOf(),
      result: 'Done.',
      actualCents: 10_000,
      deliveredAt: Date.now() - DAY,
    });
    // A delivered quote that cannot settle (no acceptance recorded) is logged and skipped; it blocks nobody.
    const broken = await putQuote(c.uid as string, {
      status: 'delivered',
      versions: [versionOf()],
      accepted: null,
      result: 'Done.',
      actualCents: 10_000,
      deliveredAt: deliveredAt - 1000,
    });
    await runQuoteTick(Date.now());
    expect((await readQuote(broken)).status).toBe('delivered');
    const q = await readQuote(quoteId);
    // 100 $ = 3.45 → 4 credits consumed, 6 released.
    expect(q.settlement).toMatchObject({ by: 'auto', consumedCredits: 4, releasedCredits: 6 });
    expect(await balanceOf(c.uid as string)).toBe(6);
    expect((await readQuote(recent)).status).toBe('delivered');
  });
});
