import { describe, expect, it } from 'vitest';
import {
  customerStatsDocSchema,
  K,
  analyticsRange,
  countReads,
  lastMonths,
  TURNAROUND_BOUNDS_H,
  deferredRevenueCents,
  monthsBetween,
  previousMonth,
  statsBucket,
  statsDeltas,
  statsSummary,
  sumCounters,
  transitionStatsEvent,
  turnaroundBucket,
  turnaroundQuantileHours,
} from '@tasklane/domain';

const H = 3_600_000;

describe('statistics buckets', () => {
  it('puts an instant in its America/Toronto day and month, across DST and New Year', () => {
    // 2026-01-01 03:30 UTC is still New Year's Eve in Toronto (UTC-5).
    expect(statsBucket(Date.UTC(2026, 0, 1, 3, 30))).toEqual({ month: '2025-12', day: '31' });
    expect(statsBucket(Date.UTC(2026, 0, 1, 5, 0))).toEqual({ month: '2026-01', day: '01' });
    // Summer time (UTC-4): 03:59 UTC on July 1 is June 30 in Toronto, 04:00 is July 1.
    expect(statsBucket(Date.UTC(2026, 6, 1, 3, 59))).toEqual({ month: '2026-06', day: '30' });
    expect(statsBucket(Date.UTC(2026, 6, 1, 4, 0))).toEqual({ month: '2026-07', day: '01' });
  });
  it('walks months', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
    expect(monthsBetween('2026-08', '2026-11')).toEqual(['2026-08', '2026-09', '2026-10', '2026-11']);
    expect(monthsBetween('2025-12', '2026-01')).toEqual(['2025-12', '2026-01']);
  });
});

describe('statistics deltas', () => {
  it('counts a submission by category and tier', () => {
    expect(
      statsDeltas({ kind: 'task_submitted', at: 0, accountId: 'u', category: 'design_media', tier: 'express' }),
    ).toEqual({
      [K.submitted]: 1,
      [K.category('design_media')]: 1,
      [K.tier('express')]: 1,
    });
  });
  it('times a first delivery and counts a revision delivery apart', () => {
    expect(
      statsDeltas({ kind: 'task_delivered', at: 0, accountId: 'u', first: true, onTime: false, turnaroundMs: 30 * H }),
    ).toEqual({
      [K.delivered]: 1,
      [K.late]: 1,
      [K.turnaround(8)]: 1,
    });
    expect(
      statsDeltas({ kind: 'task_delivered', at: 0, accountId: 'u', first: false, onTime: true, turnaroundMs: H }),
    ).toEqual({ [K.revisionsDelivered]: 1 });
  });
  it('stores consumption positive and keeps an adjustment signed', () => {
    expect(statsDeltas({ kind: 'credits', at: 0, accountId: 'u', type: 'consumed', credits: -3 })).toEqual({
      [K.creditsConsumed]: 3,
    });
    expect(statsDeltas({ kind: 'credits', at: 0, accountId: 'u', type: 'plan', credits: 9 })).toEqual({
      [K.creditsGranted]: 9,
    });
    expect(statsDeltas({ kind: 'credits', at: 0, accountId: 'u', type: 'adjusted', credits: -2 })).toEqual({
      [K.creditsAdjusted]: -2,
    });
    expect(statsDeltas({ kind: 'credits', at: 0, accountId: 'u', type: 'granted', credits: 3 })).toEqual({
      [K.creditsAdjusted]: 3,
    });
  });
  it('splits a payment into product, before-tax and each tax', () => {
    const d = statsDeltas({
      kind: 'payment',
      at: 0,
      accountId: 'u',
      product: 'plan',
      subtotalCents: 9_900,
      totalCents: 11_382,
      taxes: [
        { code: 'GST', amountCents: 495 },
        { code: 'QST', amountCents: 987 },
      ],
    });
    expect(d).toEqual({
      [K.payments]: 1,
      [K.grossCents]: 9_900,
      [K.chargedCents]: 11_382,
      [K.productGross('plan')]: 9_900,
      [K.tax('GST')]: 495,
      [K.tax('QST')]: 987,
    });
  });
});

describe('transition events', () => {
  const task = {
    userId: 'u',
    history: [{ at: 0, by: 'u', from: null, to: 'submitted' as const }],
    dueAt: 10 * H,
    submittedAt: 0,
  };
  it('knows a first delivery from a revision and times it against the due time', () => {
    expect(transitionStatsEvent(task, 'delivered', 9 * H)).toEqual({
      kind: 'task_delivered',
      at: 9 * H,
      accountId: 'u',
      first: true,
      onTime: true,
      turnaroundMs: 9 * H,
    });
    expect(transitionStatsEvent(task, 'delivered', 11 * H)).toMatchObject({ first: true, onTime: false });
    const again = {
      ...task,
      history: [...task.history, { at: 9 * H, by: 'a', from: 'in_review' as const, to: 'delivered' as const }],
    };
    expect(transitionStatsEvent(again, 'delivered', 12 * H)).toMatchObject({ first: false });
  });
  it('counts drafts, failures, revisions and cancellations, and nothing for a pick-up', () => {
    expect(transitionStatsEvent(task, 'ai_drafted', 1, { draftFailed: true })).toMatchObject({
      kind: 'task_drafted',
      failed: true,
    });
    expect(transitionStatsEvent(task, 'reopened', 1)).toMatchObject({ kind: 'revision_requested' });
    expect(transitionStatsEvent(task, 'cancelled', 1)).toMatchObject({ kind: 'task_cancelled' });
    expect(transitionStatsEvent(task, 'in_review', 1)).toBeNull();
  });
  it("counts a team task's events under the team, never the member who submitted it", () => {
    const teamTask = { ...task, accountId: 'team-1' };
    for (const to of ['ai_drafted', 'delivered', 'reopened', 'cancelled'] as const)
      expect(transitionStatsEvent(teamTask, to, 1)).toMatchObject({ accountId: 'team-1' });
  });
});

describe('customer statistics documents', () => {
  it('name the paying account accountId, and still read the documents written with userId', () => {
    const c = { tasksSubmitted: 2 };
    expect(customerStatsDocSchema.parse({ accountId: 'team-1', month: 'total', c })).toEqual({
      accountId: 'team-1',
      month: 'total',
      c,
    });
    expect(customerStatsDocSchema.parse({ userId: 'uid-1', month: '2026-11', c })).toEqual({
      accountId: 'uid-1',
      month: '2026-11',
      c,
    });
  });
});

describe('summaries', () => {
  it('reads the median and p90 from the histogram', () => {
    expect(turnaroundBucket(0)).toBe(0);
    expect(turnaroundBucket(H)).toBe(0);
    expect(turnaroundBucket(H + 1)).toBe(1);
    expect(turnaroundBucket(100 * H)).toBe(TURNAROUND_BOUNDS_H.length);
    // 10 deliveries: 5 within 4 h, 4 within 12 h, 1 after 72 h.
    const c = { [K.turnaround(2)]: 5, [K.turnaround(5)]: 4, [K.turnaround(TURNAROUND_BOUNDS_H.length)]: 1 };
    expect(turnaroundQuantileHours(c, 0.5)).toBe(4);
    expect(turnaroundQuantileHours(c, 0.9)).toBe(12);
    expect(turnaroundQuantileHours(c, 1)).toBe(Number.POSITIVE_INFINITY);
    expect(turnaroundQuantileHours({}, 0.5)).toBeNull();
  });
  it('derives net revenue, net taxes, rates, outstanding credits and deferred revenue', () => {
    const c = sumCounters([
      statsDeltas({
        kind: 'payment',
        at: 0,
        accountId: 'u',
        product: 'pack',
        subtotalCents: 25_000,
        totalCents: 28_250,
        taxes: [{ code: 'HST', amountCents: 3_250 }],
      }),
      statsDeltas({ kind: 'credits', at: 0, accountId: 'u', type: 'purchased', credits: 10 }),
      statsDeltas({ kind: 'credits', at: 0, accountId: 'u', type: 'consumed', credits: -4 }),
      statsDeltas({
        kind: 'card_refund',
        at: 0,
        accountId: 'u',
        product: 'task',
        subtotalCents: 2_900,
        totalCents: 3_277,
        taxes: [{ code: 'HST', amountCents: 377 }],
      }),
      statsDeltas({ kind: 'task_delivered', at: 0, accountId: 'u', first: true, onTime: true, turnaroundMs: H }),
      statsDeltas({ kind: 'task_delivered', at: 0, accountId: 'u', first: true, onTime: false, turnaroundMs: H }),
      statsDeltas({ kind: 'task_drafted', at: 0, accountId: 'u', failed: true }),
      statsDeltas({ kind: 'task_drafted', at: 0, accountId: 'u', failed: false }),
    ]);
    const s = statsSummary(c);
    expect(s).toMatchObject({
      grossCents: 25_000,
      refundsCents: 2_900,
      netCents: 22_100,
      taxesCents: 2_873,
      onTimeRate: 0.5,
      aiFailureRate: 0.5,
      creditsOutstanding: 6,
    });
    expect(s.taxes.HST).toBe(2_873);
    // 6 credits left, bought at 25 $ each.
    expect(deferredRevenueCents(c)).toBe(15_000);
    expect(deferredRevenueCents({})).toBe(0);
  });
});

describe('analytics ranges', () => {
  // 2026-11-22 17:00 in Toronto.
  const now = Date.UTC(2026, 10, 22, 22, 0);
  it('this month runs from the 1st to today; last month is whole', () => {
    const r = analyticsRange('this_month', now);
    expect(r.days[0]).toBe('2026-11-01');
    expect(r.days.at(-1)).toBe('2026-11-22');
    expect(r.months).toEqual(['2026-10', '2026-11']);
    const last = analyticsRange('last_month', now);
    expect(last.days).toHaveLength(31);
    expect(last.days[0]).toBe('2026-10-01');
    expect(last.months).toEqual(['2026-10', '2026-11']);
  });
  it('90 days cross a DST change without skipping a day and read at most 4 months', () => {
    const r = analyticsRange('last_90_days', now);
    expect(r.days).toHaveLength(90);
    expect(new Set(r.days).size).toBe(90);
    expect(r.days[0]).toBe('2026-08-25');
    expect(r.days.at(-1)).toBe('2026-11-22');
    expect(r.months).toEqual(['2026-08', '2026-09', '2026-10', '2026-11']);
  });
  it('lists the last months and bills counts per 1,000 entries', () => {
    expect(lastMonths(3, Date.UTC(2026, 0, 15, 12))).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(countReads(0)).toBe(1);
    expect(countReads(1000)).toBe(1);
    expect(countReads(10_001)).toBe(11);
  });
});
