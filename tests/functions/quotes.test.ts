/* eslint-disable max-lines -- split pending: by describe block into two serial files */
// Quotes end to end on the emulators: every callable's success, unauthenticated, wrong user or
// role, bad input and wrong state; the whole life paid with credits and by card (the Stripe
// stand-in); concurrent accepts; the tick's expiry and automatic settlement.
import { computeTaxes, type Payment, type Quote } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuoteTick } from '../../functions/src/lib/quotes/tick';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { answerInput, quoteDoc, quoteRequestInput, versionOf, acceptedOf } from '../support/quotes';
import { mailsTo, waitForMails } from '../support/maildev';
import { CARD_OK, buyer, deliver, eventsAbout, payAt, stripeTest, until } from '../support/stripe';
import { balanceOf, setSettings } from '../support/task-helpers';

const DAY = 86_400_000;
let admin: TestClient;
const opened: TestClient[] = [];
beforeAll(async () => {
  await setSettings();
  admin = await signedInClient({ admin: true });
  // A profile with the admin role, so the quotes trigger notifies this admin of requests.
  await adminDb.doc(`profiles/${admin.uid}`).set({
    name: 'Ada Admin',
    email: admin.email,
    locale: 'en',
    role: 'admin',
    emailNotifications: false,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  opened.push(admin);
});
afterAll(async () => Promise.all(opened.map((c) => c.close())));

async function customer(balance = 20, locale: 'en' | 'fr' = 'en') {
  const c = await buyer({ province: 'ON', balance, locale });
  opened.push(c);
  return c;
}

const readQuote = async (id: string) => (await adminDb.doc(`quotes/${id}`).get()).data() as Quote;

/** A request answered with version 1 (estimate 250 $, NTE 290 $ = 10 credits at 29 $). */
async function quotedFor(c: TestClient): Promise<string> {
  const { quoteId } = await c.call('requestQuote', quoteRequestInput());
  await admin.call('answerQuote', answerInput(quoteId));
  return quoteId;
}

async function putQuote(uid: string, overrides: Partial<Quote>): Promise<string> {
  const ref = adminDb.collection('quotes').doc();
  await ref.set(quoteDoc(uid, overrides));
  return ref.id;
}

const reasonOf = (e: { details: unknown }) => (e.details as { reason?: string } | undefined)?.reason;

describe('requestQuote', () => {
  it('stores the request, once per request id, and tells the admins', async () => {
    const c = await customer();
    const input = quoteRequestInput();
    const first = await c.call('requestQuote', input);
    const again = await c.call('requestQuote', input);
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ quoteId: first.quoteId, duplicate: true });
    const q = await readQuote(first.quoteId);
    expect(q).toMatchObject({ userId: c.uid, status: 'requested', budgetCents: 50_000, versions: [], accepted: null });
    const audit = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', first.quoteId)
      .where('action', '==', 'quote_requested')
      .get();
    expect(audit.size).toBe(1);
    await until(
      async () => (await adminDb.doc(`notifications/quote_${first.quoteId}_request_${admin.uid}`).get()).exists,
      'the admin notification',
    );
    // The staff inbox hears of it once, with the customer's words escaped and a reply-to the customer.
    const isThis = (m: { subject: string; text?: string }) =>
      m.subject === `[Quote] ${input.title}` && (m.text ?? '').includes(first.quoteId);
    const [staff] = await waitForMails('staff@tasklane.ca', { where: isThis });
    expect(staff!.text).toContain(c.email);
    expect(staff!.text).toContain('Budget: 500.00 $');
    expect(staff!.html).toContain('/admin/quotes');
    expect((await mailsTo('staff@tasklane.ca')).filter(isThis)).toHaveLength(1);
  });

  it('escapes what the customer wrote in the staff e-mail', async () => {
    const c = await customer();
    const title = `<img src=x onerror=alert(1)> ${Date.now()}`;
    const { quoteId } = await c.call(
      'requestQuote',
      quoteRequestInput({ title, description: 'Please <script>alert(1)</script> translate our brochure for us.' }),
    );
    const [staff] = await waitForMails('staff@tasklane.ca', { where: (m) => (m.text ?? '').includes(quoteId) });
    expect(staff!.html).not.toContain('<img src=x');
    expect(staff!.html).not.toContain('<script>');
    expect(staff!.html).toContain('&lt;script&gt;');
  });

  it('refuses the signed-out, bad input with field codes, and a deadline in the past', async () => {
    const anon = await anonymousClient();
    opened.push(anon);
    expect((await errorOf(anon.call('requestQuote', quoteRequestInput()))).code).toBe('functions/unauthenticated');
    const c = await customer();
    const bad = await errorOf(c.callRaw('requestQuote', { ...quoteRequestInput(), title: '', category: 'nope' }));
    expect(bad.code).toBe('functions/invalid-argument');
    expect((bad.details as { fields: Record<string, string> }).fields).toMatchObject({
      title: 'title_required',
      category: 'category_required',
    });
    const past = await errorOf(c.call('requestQuote', quoteRequestInput({ wantedBy: Date.now() - DAY })));
    expect((past.details as { fields: Record<string, string> }).fields).toEqual({ wantedBy: 'deadline_past' });
  });
});

describe('answerQuote', () => {
  it('adds a version each time and keeps the earlier ones; the customer is notified', async () => {
    const c = await customer();
    const quoteId = await quotedFor(c);
    const second = await admin.call('answerQuote', answerInput(quoteId, { nteCad: 320, expiresInDays: 5 }));
    expect(second).toMatchObject({ version: 2, status: 'quoted' });
    const q = await readQuote(quoteId);
    expect(q.versions.map((v) => [v.number, v.nteCents])).toEqual([
      [1, 29_000],
      [2, 32_000],
    ]);
    expect(q.expiresAt).toBe(second.expiresAt);
    expect(second.expiresAt - Date.now()).toBeLessThanOrEqual(5 * DAY);
    await until(
      async () =>
        (
          await adminDb
            .collection('notifications')
            .where('userId', '==', c.uid)
            .where('templateKey', '==', 'quote_update')
            .get()
        ).size === 2,
      'two quote_update notifications',
    );
  });

  it('is for admins only, checks its input, and refuses a declined quote', async () => {
    const c = await customer();
    const { quoteId } = await c.call('requestQuote', quoteRequestInput());
    expect((await errorOf(c.call('answerQuote', answerInput(quoteId)))).code).toBe('functions/permission-denied');
    const low = await errorOf(admin.call('answerQuote', answerInput(quoteId, { estimateCad: 300, nteCad: 200 })));
    expect((low.details as { fields: Record<string, string> }).fields).toEqual({ nteCad: 'nte_below_estimate' });
    await c.call('declineQuote', { quoteId, note: '' });
    const declined = await errorOf(admin.call('answerQuote', answerInput(quoteId)));
    expect(declined.code).toBe('functions/failed-precondition');
    expect(reasonOf(declined)).toBe('wrong_state');
  });
});

describe('acceptQuote with credits', () => {
  it('reserves ⌈NTE ÷ credit price⌉ credits and freezes the version; a second accept is refused', async () => {
    const c = await customer(12);
    const quoteId = await quotedFor(c);
    const out = await c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' });
    expect(out).toEqual({ status: 'accepted', reservedCredits: 10, balance: 2, url: null });
    const q = await readQuote(quoteId);
    expect(q.status).toBe('accepted');
    expect(q.accepted).toMatchObject({
      paymentMethod: 'credits',
      reservedCredits: 10,
      creditPriceCents: 2900,
      version: { number: 1, nteCents: 29_000 },
    });
    const twice = await errorOf(c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' }));
    expect(reasonOf(twice)).toBe('already_accepted');
    expect(await balanceOf(c.uid as string)).toBe(2);
  });

  it('two accepts at the same moment make one reservation', async () => {
    const c = await customer(25);
    const quoteId = await quotedFor(c);
    const outcomes = await Promise.allSettled(
      [0, 1].map(() => c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(c.uid as string)).toBe(15);
    const ledger = await adminDb.collection(`wallets/${c.uid}/ledger`).where('credits', '==', -10).get();
    expect(ledger.size).toBe(1);
  });

  it("refuses another user's quote, an old version, a missing balance and an expired offer", async () => {
    const c = await customer(5);
    const stranger = await customer(50);
    const quoteId = await quotedFor(c);
    expect(
      (await errorOf(stranger.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' })))
        .code,
    ).toBe('functions/not-found');
    await admin.call('answerQuote', answerInput(quoteId, { nteCad: 100, estimateCad: 90 }));
    expect(
      reasonOf(await errorOf(c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' }))),
    ).toBe('version_changed');
    await adminDb.doc(`wallets/${c.uid}`).update({ balance: 1 });
    expect(
      (await errorOf(c.call('acceptQuote', { quoteId, version: 2, paymentMethod: 'credits', locale: 'en' }))).message,
    ).toMatch(/^Insufficient credits/);
    await adminDb.doc(`quotes/${quoteId}`).update({ expiresAt: Date.now() - 1000 });
    await adminDb.doc(`wallets/${c.uid}`).update({ balance: 50 });
    expect(
      reasonOf(await errorOf(c.call('acceptQuote', { quoteId, version: 2, paymentMethod: 'credits', locale: 'en' }))),
    ).toBe('expired');
    expect(await balanceOf(c.uid as string)).toBe(50);
    const bad = await errorOf(c.callRaw('acceptQuote', { quoteId, version: 0, paymentMethod: 'cash' }));
    expect((bad.details as { fields: Record<string, string> }).fields).toMatchObject({
      version: 'version_required',
      paymentMethod: 'payment_method_required',
    });
  });
});

describe('changes, decline and revision', () => {
  it('changes go back to the admin with the note; decline ends it; both only on the owner and in the right state', async () => {
    const c = await customer();
    const quoteId = await quotedFor(c);
    const note = 'Could you split the work in two phases?';
    expect(await c.call('requestQuoteChanges', { quoteId, note })).toEqual({ status: 'changes_requested' });
    expect(await readQuote(quoteId)).toMatchObject({ status: 'changes_requested', changesNote: note, expiresAt: null });
    expect(
      reasonOf(await errorOf(c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' }))),
    ).toBe('wrong_state');
    expect((await errorOf(admin.call('declineQuote', { quoteId, note: '' }))).code).toBe('functions/not-found');
    expect((await errorOf(c.call('requestQuoteChanges', { quoteId, note: 'short' }))).code).toBe(
      'functions/invalid-argument',
    );
    await c.call('declineQuote', { quoteId, note: 'Not this year.' });
    expect((await readQuote(quoteId)).status).toBe('declined');
    expect(reasonOf(await errorOf(c.call('requestQuoteChanges', { quoteId, note })))).toBe('wrong_state');
  });
});

describe('deliverQuote', () => {
  it('refuses an actual cost above the frozen ceiling, even after a later, higher version', async () => {
    const c = await customer(20);
    const quoteId = await quotedFor(c);
    await c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' });
    const over = await errorOf(admin.call('deliverQuote', { quoteId, result: 'Done.', actualCad: 290.01 }));
    expect(over.code).toBe('functions/failed-precondition');
    expect(over.details).toMatchObject({ reason: 'over_nte', nteCents: 29_000 });
    // A new version on an accepted quote can only raise the ceiling.
    const lower = await errorOf(admin.call('answerQuote', answerInput(quoteId, { nteCad: 280, estimateCad: 250 })));
    expect((lower.details as { fields: Record<string, string> }).fields).toEqual({ nteCad: 'nte_not_raised' });
    expect((await readQuote(quoteId)).status).toBe('accepted');
    expect((await errorOf(c.call('deliverQuote', { quoteId, result: 'Done.', actualCad: 10 }))).code).toBe(
      'functions/permission-denied',
    );
    expect((await errorOf(admin.callRaw('deliverQuote', { quoteId, result: '', actualCad: -1 }))).code).toBe(
      'functions/invalid-argument',
    );
  });

  it('refuses a quote that was never accepted', async () => {
    const c = await customer();
    const quoteId = await quotedFor(c);
    expect(reasonOf(await errorOf(admin.call('deliverQuote', { quoteId, result: 'Done.', actualCad: 10 })))).toBe(
      'wrong_state',
    );
  });
});

describe('the whole life', () => {
  it('with credits: request, quote, accept, deliver, revise, deliver, confirm; the unused credits come back exactly', async () => {
    const c = await customer(12);
    const quoteId = await quotedFor(c);
    await c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' });
    expect(await balanceOf(c.uid as string)).toBe(2);
    await admin.call('deliverQuote', { quoteId, result: 'First pass.', actualCad: 250 });
    expect(await c.call('requestQuoteRevision', { quoteId, note: 'Please use shorter sentences.' })).toEqual({
      status: 'in_progress',
      revisionCount: 1,
    });
    expect(reasonOf(await errorOf(c.call('confirmQuote', { quoteId })))).toBe('wrong_state');
    await admin.call('deliverQuote', { quoteId, result: 'Second pass.', actualCad: 200 });
    const out = await c.call('confirmQuote', { quoteId });
    // 200 $ at 29 $ a credit = 6.9 → 7 credits consumed; 3 of the 10 reserved come back.
    expect(out).toEqual({ status: 'settled', consumedCredits: 7, releasedCredits: 3, refundCents: 0 });
    expect(await balanceOf(c.uid as string)).toBe(5);
    const q = await readQuote(quoteId);
    expect(q).toMatchObject({
      status: 'settled',
      result: 'Second pass.',
      actualCents: 20_000,
      settlement: { by: 'customer', consumedCredits: 7, releasedCredits: 3 },
    });
    expect(q.history.map((h) => h.to)).toEqual([
      'requested',
      'quoted',
      'accepted',
      'delivered',
      'in_progress',
      'delivered',
      'settled',
    ]);
    const audits = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', quoteId)
      .where('action', '==', 'quote_transition')
      .get();
    expect(audits.size).toBe(6);
    expect((await errorOf(c.call('confirmQuote', { quoteId }))).code).toBe('functions/failed-precondition');
  });

  it('by card: two accepts share one Checkout; paying accepts it once; settling refunds exactly (NTE − actual) plus tax', async () => {
    const c = await customer(0);
    const quoteId = await quotedFor(c);
    const [a, b] = await Promise.all(
      [0, 1].map(() => c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'card', locale: 'en' })),
    );
    expect(a!.status).toBe('checkout');
    expect(a!.url).toBe(b!.url);
    const sessionId = new URL(a!.url as string).pathname.split('/').pop() as string;
    expect((await payAt(a!.url as string, CARD_OK, { race: true })).status).toBe(303);
    const confirmed = await c.call('confirmQuoteCheckout', { sessionId });
    expect(confirmed).toEqual({ status: 'paid', quoteId });
    // Another customer cannot confirm (or learn about) this session.
    const stranger = await customer(0);
    expect((await errorOf(stranger.call('confirmQuoteCheckout', { sessionId }))).code).toBe('functions/not-found');
    const payments = (await adminDb.collection('payments').where('quoteId', '==', quoteId).get()).docs;
    expect(payments).toHaveLength(1);
    const payment = payments[0]!.data() as Payment;
    // 290 $ + 13 % HST.
    expect(payment).toMatchObject({ kind: 'quote', subtotalCents: 29_000, totalCents: 32_770 });
    const accepted = await readQuote(quoteId);
    expect(accepted.accepted).toMatchObject({
      paymentMethod: 'card',
      paymentId: payments[0]!.id,
      totalCents: 32_770,
      province: 'ON',
    });
    expect(
      reasonOf(await errorOf(c.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'card', locale: 'en' }))),
    ).toBe('already_accepted');

    await admin.call('deliverQuote', { quoteId, result: 'All done.', actualCad: 213.37 });
    const out = await c.call('confirmQuote', { quoteId });
    const expected = 32_770 - computeTaxes('ON', 21_337, new Date()).totalCents;
    expect(out).toEqual({ status: 'settled', consumedCredits: 0, releasedCredits: 0, refundCents: expected });
    await until(
      async () => (await adminDb.doc(`cardRefunds/quote_${quoteId}`).get()).get('status') === 'succeeded',
      'the settlement refund',
    );
    await until(
      async () => (await adminDb.collection('refunds').where('paymentId', '==', payments[0]!.id).get()).size > 0,
      'the refund to be filed',
    );
    const refunds = (await stripeTest.refunds.list({ payment_intent: payments[0]!.id })).data;
    expect(refunds.map((r) => r.amount)).toEqual([expected]);
    const notes = await adminDb
      .collection('receipts')
      .where('paymentId', '==', payments[0]!.id)
      .where('kind', '==', 'credit_note')
      .get();
    expect(notes.size).toBe(1);
    expect(notes.docs[0]!.get('totalCents')).toBe(expected);
  });
});

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

  /** Pays the raise's Checkout, then delivers its completed event 3 times while the return page confirms. */
  async function payRaise(c: TestClient, quoteId: string): Promise<string> {
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

    await payRaise(c, quoteId);
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
