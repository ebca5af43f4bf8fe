// Quotes end to end on the emulators: every callable's success, unauthenticated, wrong user or
// role, bad input and wrong state; the whole life paid with credits and by card (the Stripe
// stand-in); concurrent accepts. The money-back guarantee and the tick's expiry and automatic
// settlement are in quote-refunds.test.ts, higher ceilings in quote-ceilings.test.ts.
import { computeTaxes, type Payment } from '@tasklane/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, type TestClient } from '../support/functions-client';
import { answerInput, quoteRequestInput } from '../support/quotes';
import { mailsTo, waitForMails } from '../support/maildev';
import { CARD_OK, payAt, stripeTest, until } from '../support/stripe';
import { balanceOf } from '../support/task-helpers';
import { DAY, quoteSuite, reasonOf } from '../support/quote-suite';

const suite = quoteSuite();
let admin: TestClient;
beforeAll(() => {
  admin = suite.admin;
});
const { customer, readQuote, quotedFor, opened } = suite;

describe('requestQuote', () => {
  it('stores the request, once per request id, and tells the admins', async () => {
    const c = await customer();
    const input = quoteRequestInput(c.uid!);
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
      quoteRequestInput(c.uid!, {
        title,
        description: 'Please <script>alert(1)</script> translate our brochure for us.',
      }),
    );
    const [staff] = await waitForMails('staff@tasklane.ca', { where: (m) => (m.text ?? '').includes(quoteId) });
    expect(staff!.html).not.toContain('<img src=x');
    expect(staff!.html).not.toContain('<script>');
    expect(staff!.html).toContain('&lt;script&gt;');
  });

  it('refuses the signed-out, bad input with field codes, and a deadline in the past', async () => {
    const anon = await anonymousClient();
    opened.push(anon);
    expect((await errorOf(anon.call('requestQuote', quoteRequestInput('anon-account')))).code).toBe(
      'functions/unauthenticated',
    );
    const c = await customer();
    const bad = await errorOf(c.callRaw('requestQuote', { ...quoteRequestInput(c.uid!), title: '', category: 'nope' }));
    expect(bad.code).toBe('functions/invalid-argument');
    expect((bad.details as { fields: Record<string, string> }).fields).toMatchObject({
      title: 'title_required',
      category: 'category_required',
    });
    const past = await errorOf(c.call('requestQuote', quoteRequestInput(c.uid!, { wantedBy: Date.now() - DAY })));
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
    const { quoteId } = await c.call('requestQuote', quoteRequestInput(c.uid!));
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
