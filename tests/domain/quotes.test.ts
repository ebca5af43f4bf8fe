import {
  QUOTE_STATUSES,
  OverCeilingError,
  canQuoteTransition,
  computeTaxes,
  contracts,
  creditsToReserve,
  notificationsForQuoteChange,
  quoteAnswerSchema,
  quoteCardCharge,
  quoteCardPayments,
  quoteCardRaiseCharge,
  raiseCardAcceptance,
  splitQuoteRefund,
  quoteExpiringSoon,
  quoteOfferOpen,
  quoteRefundOpen,
  quoteRequestSchema,
  settleQuote,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';
import { acceptedOf, quoteRequestInput, versionOf } from '../support/quotes';

const DAY = 86_400_000;

describe('quote state machine', () => {
  it('follows requested → quoted → accepted → in progress → delivered → settled, with the side exits', () => {
    expect(canQuoteTransition('requested', 'quoted')).toBe(true);
    expect(canQuoteTransition('quoted', 'quoted')).toBe(true);
    expect(canQuoteTransition('quoted', 'changes_requested')).toBe(true);
    expect(canQuoteTransition('changes_requested', 'quoted')).toBe(true);
    expect(canQuoteTransition('quoted', 'accepted')).toBe(true);
    expect(canQuoteTransition('quoted', 'expired')).toBe(true);
    expect(canQuoteTransition('accepted', 'in_progress')).toBe(true);
    expect(canQuoteTransition('delivered', 'in_progress')).toBe(true);
    expect(canQuoteTransition('delivered', 'settled')).toBe(true);
  });

  it('refuses every other move: nothing leaves settled or declined, an accepted price cannot be re-quoted', () => {
    for (const to of QUOTE_STATUSES) {
      expect(canQuoteTransition('settled', to)).toBe(false);
      expect(canQuoteTransition('declined', to)).toBe(false);
    }
    expect(canQuoteTransition('requested', 'accepted')).toBe(false);
    expect(canQuoteTransition('expired', 'accepted')).toBe(false);
    expect(canQuoteTransition('accepted', 'quoted')).toBe(false);
    expect(canQuoteTransition('delivered', 'delivered')).toBe(false);
    expect(canQuoteTransition('in_progress', 'in_progress')).toBe(true);
    expect(canQuoteTransition('in_progress', 'settled')).toBe(false);
  });

  it('a refund request waits for an admin: approved ends refunded, declined goes back to delivered', () => {
    expect(canQuoteTransition('delivered', 'refund_requested')).toBe(true);
    expect(canQuoteTransition('refund_requested', 'refunded')).toBe(true);
    expect(canQuoteTransition('refund_requested', 'delivered')).toBe(true);
    expect(canQuoteTransition('refund_requested', 'settled')).toBe(false);
    expect(canQuoteTransition('in_progress', 'refund_requested')).toBe(false);
    expect(canQuoteTransition('settled', 'refund_requested')).toBe(false);
    for (const to of QUOTE_STATUSES) expect(canQuoteTransition('refunded', to)).toBe(false);
    const now = Date.now();
    expect(quoteRefundOpen({ status: 'delivered', deliveredAt: now - 6 * DAY }, now)).toBe(true);
    expect(quoteRefundOpen({ status: 'delivered', deliveredAt: now - 7 * DAY }, now)).toBe(false);
    expect(quoteRefundOpen({ status: 'settled', deliveredAt: now - DAY }, now)).toBe(false);
  });

  it('an approved refund settles at no cost: every credit released, or the whole card charge refunded', () => {
    const credits = acceptedOf({ paymentMethod: 'credits', reservedCredits: 10 });
    expect(settleQuote(credits, 0)).toMatchObject({ consumedCredits: 0, releasedCredits: 10, refundCents: 0 });
    const charge = quoteCardCharge(29_000, 'ON', new Date());
    const card = acceptedOf({
      paymentMethod: 'card',
      reservedCredits: 0,
      paymentId: 'pi_1',
      province: 'ON',
      subtotalCents: charge.subtotalCents,
      taxes: charge.taxes,
      totalCents: charge.totalCents,
    });
    expect(settleQuote(card, 0)).toMatchObject({ refundCents: 32_770, refundSubtotalCents: 29_000 });
  });

  it('an offer is open only while quoted and before its expiry; "expiring soon" is the last 3 days', () => {
    const now = 1_800_000_000_000;
    expect(quoteOfferOpen({ status: 'quoted', expiresAt: now + 1 }, now)).toBe(true);
    expect(quoteOfferOpen({ status: 'quoted', expiresAt: now }, now)).toBe(false);
    expect(quoteOfferOpen({ status: 'changes_requested', expiresAt: now + DAY }, now)).toBe(false);
    expect(quoteExpiringSoon({ status: 'quoted', expiresAt: now + 2 * DAY }, now)).toBe(true);
    expect(quoteExpiringSoon({ status: 'quoted', expiresAt: now + 5 * DAY }, now)).toBe(false);
  });
});

describe('quote money', () => {
  it('reserves ⌈NTE ÷ credit price⌉ credits, exact on whole multiples', () => {
    expect(creditsToReserve(29_000, 2900)).toBe(10);
    expect(creditsToReserve(29_001, 2900)).toBe(11);
    expect(creditsToReserve(100, 2900)).toBe(1);
    expect(() => creditsToReserve(100, 0)).toThrow();
  });

  it('a card acceptance charges NTE plus the province taxes', () => {
    const at = new Date('2026-11-01T12:00:00Z');
    const c = quoteCardCharge(29_000, 'ON', at);
    expect(c).toEqual({
      subtotalCents: 29_000,
      taxes: [{ code: 'HST', rateBps: 1300, amountCents: 3770 }],
      totalCents: 32_770,
    });
    expect(quoteCardCharge(29_000, 'QC', at).totalCents).toBe(computeTaxes('QC', 29_000, at).totalCents);
  });

  it('credits: consumes the actual cost rounded up to a credit and releases the rest', () => {
    const accepted = acceptedOf({ reservedCredits: 10, creditPriceCents: 2900 });
    expect(settleQuote(accepted, 20_000)).toMatchObject({ consumedCredits: 7, releasedCredits: 3, refundCents: 0 });
    expect(settleQuote(accepted, 29_000)).toMatchObject({ consumedCredits: 10, releasedCredits: 0 });
    expect(settleQuote(accepted, 0)).toMatchObject({ consumedCredits: 0, releasedCredits: 10 });
  });

  it('card: refunds (NTE − actual) plus its tax, so the customer paid exactly actual + tax', () => {
    const at = new Date('2026-11-01T12:00:00Z');
    for (const province of ['ON', 'QC', 'BC', 'AB'] as const) {
      const charge = quoteCardCharge(29_000, province, at);
      const accepted = acceptedOf({
        paymentMethod: 'card',
        reservedCredits: 0,
        paymentId: 'pi_1',
        province,
        ...charge,
        acceptedAt: at.getTime(),
      });
      const s = settleQuote(accepted, 21_337);
      const actualTotal = computeTaxes(province, 21_337, at).totalCents;
      expect(s.refundCents).toBe(charge.totalCents - actualTotal);
      expect(s.refundSubtotalCents).toBe(29_000 - 21_337);
      expect(s.refundSubtotalCents + s.refundTaxes.reduce((sum, t) => sum + t.amountCents, 0)).toBe(s.refundCents);
    }
  });

  it('splits a refund over the payments newest first, never more than a payment, and refuses more than was paid', () => {
    const payments = [
      { paymentId: 'pi_first', totalCents: 32_770 },
      { paymentId: 'pi_raise', totalCents: 12_430 },
    ];
    expect(splitQuoteRefund(payments, 5_000)).toEqual([{ paymentId: 'pi_raise', index: 1, amountCents: 5_000 }]);
    expect(splitQuoteRefund(payments, 12_430)).toEqual([{ paymentId: 'pi_raise', index: 1, amountCents: 12_430 }]);
    expect(splitQuoteRefund(payments, 20_000)).toEqual([
      { paymentId: 'pi_raise', index: 1, amountCents: 12_430 },
      { paymentId: 'pi_first', index: 0, amountCents: 7_570 },
    ]);
    expect(splitQuoteRefund(payments, 45_200)).toEqual([
      { paymentId: 'pi_raise', index: 1, amountCents: 12_430 },
      { paymentId: 'pi_first', index: 0, amountCents: 32_770 },
    ]);
    expect(splitQuoteRefund(payments, 0)).toEqual([]);
    expect(() => splitQuoteRefund(payments, 45_201)).toThrow(RangeError);
    expect(() => splitQuoteRefund(payments, -1)).toThrow(RangeError);
  });

  it('a higher ceiling by card charges only the difference plus tax, and settling refunds across both payments', () => {
    const at = new Date('2026-11-01T12:00:00Z');
    const first = quoteCardCharge(29_000, 'ON', at);
    const accepted = acceptedOf({
      paymentMethod: 'card',
      reservedCredits: 0,
      paymentId: 'pi_first',
      province: 'ON',
      ...first,
      acceptedAt: at.getTime(),
    });
    expect(quoteCardPayments(accepted)).toEqual([
      {
        paymentId: 'pi_first',
        version: 1,
        subtotalCents: 29_000,
        taxes: first.taxes,
        totalCents: 32_770,
        paidAt: at.getTime(),
      },
    ]);
    const v2 = versionOf({ number: 2, estimateCents: 34_000, nteCents: 40_000 });
    // 400 $ − 290 $ = 110 $ + 13 % HST = 124.30 $.
    const raise = quoteCardRaiseCharge(accepted, v2.nteCents, at);
    expect(raise).toEqual({
      subtotalCents: 11_000,
      taxes: [{ code: 'HST', rateBps: 1300, amountCents: 1430 }],
      totalCents: 12_430,
    });
    expect(() => quoteCardRaiseCharge(accepted, 29_000, at)).toThrow(RangeError);
    const raised = raiseCardAcceptance(accepted, v2, {
      paymentId: 'pi_raise',
      version: 2,
      ...raise,
      paidAt: at.getTime(),
    });
    expect(raised).toMatchObject({
      version: { number: 2, nteCents: 40_000 },
      paymentId: 'pi_first',
      subtotalCents: 40_000,
      totalCents: 45_200,
      taxes: [{ code: 'HST', amountCents: 5200 }],
    });
    expect(raised.cardPayments?.map((p) => p.paymentId)).toEqual(['pi_first', 'pi_raise']);

    // Actual 350 $: 45 200 − 39 550 = 5 650 back, all from the raise.
    expect(settleQuote(raised, 35_000)).toMatchObject({
      refundCents: 5_650,
      cardRefunds: [{ paymentId: 'pi_raise', index: 1, amountCents: 5_650 }],
    });
    // Actual 213.37 $ (below the first ceiling): the whole raise, then the rest from the first payment.
    const low = settleQuote(raised, 21_337);
    const kept = computeTaxes('ON', 21_337, at).totalCents;
    expect(low.refundCents).toBe(45_200 - kept);
    expect(low.cardRefunds).toEqual([
      { paymentId: 'pi_raise', index: 1, amountCents: 12_430 },
      { paymentId: 'pi_first', index: 0, amountCents: 32_770 - kept },
    ]);
    expect(low.refundSubtotalCents + low.refundTaxes.reduce((sum, t) => sum + t.amountCents, 0)).toBe(low.refundCents);
    // Money back: both payments in full.
    expect(settleQuote(raised, 0).cardRefunds).toEqual([
      { paymentId: 'pi_raise', index: 1, amountCents: 12_430 },
      { paymentId: 'pi_first', index: 0, amountCents: 32_770 },
    ]);
    // A raise paid with credits has no card refund to split.
    expect(settleQuote(acceptedOf(), 0).cardRefunds).toEqual([]);
  });

  it('never settles above the frozen ceiling', () => {
    expect(() => settleQuote(acceptedOf(), 29_001)).toThrow(OverCeilingError);
  });
});

describe('quote schemas', () => {
  it('accept a request with a 10,000-word source and refuse 10,001 words', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'mot').join(' ');
    expect(quoteRequestSchema.safeParse({ ...quoteRequestInput('uid-1'), sourceText: words(10_000) }).success).toBe(
      true,
    );
    const over = quoteRequestSchema.safeParse({ ...quoteRequestInput('uid-1'), sourceText: words(10_001) });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('quote_source_too_many_words');
  });

  it('give codes for a missing title, a short description and a sub-cent budget', () => {
    const r = contracts.requestQuote.input.safeParse({
      ...quoteRequestInput('uid-1'),
      title: ' ',
      description: 'short',
      budgetCad: 10.005,
    });
    expect(r.success).toBe(false);
    const codes = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(codes).toMatchObject({ title: 'title_required', description: 'brief_too_short', budgetCad: 'amount_cents' });
  });

  it('default the expiry to 14 days and refuse a ceiling below the estimate', () => {
    const ok = quoteAnswerSchema.parse({
      quoteId: 'q1',
      scope: 'All thirty pages.',
      estimateCad: 250,
      nteCad: 290,
      deliveryDate: Date.now() + DAY,
    });
    expect(ok.expiresInDays).toBe(14);
    const bad = quoteAnswerSchema.safeParse({
      quoteId: 'q1',
      scope: 'All thirty pages.',
      estimateCad: 300,
      nteCad: 290,
      deliveryDate: Date.now() + DAY,
    });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['nteCad'], message: 'nte_below_estimate' });
  });
});

describe('quote notifications', () => {
  const history = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ at: i, by: 'x', from: null, to: 'requested' as const }));
  it('tells every admin about a new request, and the customer about a new version, each with an event id', () => {
    const created = notificationsForQuoteChange(
      'q1',
      null,
      { userId: 'c1', title: 'T', status: 'requested', history: history(1) },
      ['a1', 'a2'],
    );
    expect(created.map((n) => [n.userId, n.templateKey, n.id])).toEqual([
      ['a1', 'quote_request', 'quote_q1_request_a1'],
      ['a2', 'quote_request', 'quote_q1_request_a2'],
    ]);
    const requoted = notificationsForQuoteChange(
      'q1',
      { status: 'quoted', history: history(2) },
      { userId: 'c1', title: 'T', status: 'quoted', history: history(3) },
      ['a1'],
    );
    expect(requoted).toEqual([
      {
        id: 'q1_q3_quoted',
        userId: 'c1',
        templateKey: 'quote_update',
        payload: { quote_id: 'q1', quote_title: 'T', quote_status: 'quoted' },
        mail: true,
      },
    ]);
  });

  it('tells both sides about an expiry, only admins about an acceptance, and nobody about a write without a transition', () => {
    const expired = notificationsForQuoteChange(
      'q1',
      { status: 'quoted', history: history(2) },
      { userId: 'c1', title: 'T', status: 'expired', history: history(3) },
      ['a1'],
    );
    expect(expired.map((n) => n.userId)).toEqual(['c1', 'a1']);
    const accepted = notificationsForQuoteChange(
      'q1',
      { status: 'quoted', history: history(2) },
      { userId: 'c1', title: 'T', status: 'accepted', history: history(3) },
      ['a1'],
    );
    expect(accepted.map((n) => n.userId)).toEqual(['a1']);
    expect(
      notificationsForQuoteChange(
        'q1',
        { status: 'quoted', history: history(2) },
        { userId: 'c1', title: 'T', status: 'quoted', history: history(2) },
        ['a1'],
      ),
    ).toEqual([]);
  });

  it('a refund request tells the admins; the decision tells the customer, a refusal as such, with an e-mail', () => {
    const asked = notificationsForQuoteChange(
      'q1',
      { status: 'delivered', history: history(5) },
      { userId: 'c1', title: 'T', status: 'refund_requested', history: history(6) },
      ['a1'],
    );
    expect(asked.map((n) => [n.userId, n.mail])).toEqual([['a1', false]]);
    const approved = notificationsForQuoteChange(
      'q1',
      { status: 'refund_requested', history: history(6) },
      { userId: 'c1', title: 'T', status: 'refunded', history: history(7) },
      ['a1'],
    );
    expect(approved.map((n) => [n.userId, n.mail, n.payload.quote_status])).toEqual([['c1', true, 'refunded']]);
    const declined = notificationsForQuoteChange(
      'q1',
      { status: 'refund_requested', history: history(6) },
      { userId: 'c1', title: 'T', status: 'delivered', history: history(7) },
      ['a1'],
    );
    expect(declined).toHaveLength(1);
    expect(declined[0]).toMatchObject({
      userId: 'c1',
      mail: true,
      id: 'q1_q7_refund_declined',
      payload: { quote_refund: 'declined', quote_status: 'delivered' },
    });
  });
});
