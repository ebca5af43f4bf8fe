import {
  dueAction,
  keptSkipDates,
  localInstant,
  nextOccurrences,
  occurrenceTaskId,
  scheduleTimingSchema,
  type ScheduleTiming,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const H = 3_600_000;
const timing = (t: Partial<ScheduleTiming> & Pick<ScheduleTiming, 'rhythm'>): ScheduleTiming =>
  scheduleTimingSchema.parse({ time: '09:00', startDate: '2026-01-01', end: { kind: 'never' }, ...t });
const dates = (t: ScheduleTiming, fromIso: string, n: number, extra: { skipDates?: string[]; done?: number } = {}) =>
  nextOccurrences(t, { afterMs: Date.parse(fromIso), limit: n, ...extra });
const iso = (ms: number) => new Date(ms).toISOString();

describe('schedule occurrences in America/Toronto', () => {
  it('keeps 9:00 local across the March change: 14:00Z in EST, 13:00Z in EDT', () => {
    const t = timing({ rhythm: { kind: 'weekly', weekdays: [1] } });
    const got = dates(t, '2026-03-01T00:00:00Z', 2);
    expect(got.map((o) => o.localDate)).toEqual(['2026-03-02', '2026-03-09']);
    expect(got.map((o) => iso(o.runAtMs))).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z']);
  });

  it('keeps 9:00 local across the November change: 13:00Z in EDT, 14:00Z in EST', () => {
    const t = timing({ rhythm: { kind: 'weekly', weekdays: [1] } });
    const got = dates(t, '2026-10-26T00:00:00Z', 2);
    expect(got.map((o) => iso(o.runAtMs))).toEqual(['2026-10-26T13:00:00.000Z', '2026-11-02T14:00:00.000Z']);
  });

  it('runs a time inside the spring gap at the first valid minute after it (2:30 → 3:00 EDT)', () => {
    expect(iso(localInstant('2026-03-08', '02:30'))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(localInstant('2026-03-08', '02:00'))).toBe('2026-03-08T07:00:00.000Z');
    const t = timing({ rhythm: { kind: 'weekly', weekdays: [7] }, time: '02:30' });
    expect(dates(t, '2026-03-07T00:00:00Z', 1).map((o) => iso(o.runAtMs))).toEqual(['2026-03-08T07:00:00.000Z']);
  });

  it('runs a time in the repeated autumn hour once, at its first occurrence (EDT)', () => {
    expect(iso(localInstant('2026-11-01', '01:30'))).toBe('2026-11-01T05:30:00.000Z');
    const t = timing({ rhythm: { kind: 'weekly', weekdays: [7] }, time: '01:30' });
    const got = dates(t, '2026-10-31T00:00:00Z', 2);
    expect(got.map((o) => o.localDate)).toEqual(['2026-11-01', '2026-11-08']);
    // Asked again just after the first 1:30, the second 1:30 of that night is not another occurrence.
    expect(dates(t, '2026-11-01T05:31:00Z', 1)[0]?.localDate).toBe('2026-11-08');
  });

  it('puts the 29th–31st on a short month’s last day', () => {
    const t = timing({ rhythm: { kind: 'monthly_day', day: 31 } });
    expect(dates(t, '2026-01-01T00:00:00Z', 5).map((o) => o.localDate)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    const leap = timing({ rhythm: { kind: 'monthly_day', day: 30 }, startDate: '2028-01-01' });
    expect(dates(leap, '2028-02-01T00:00:00Z', 1)[0]?.localDate).toBe('2028-02-29');
  });

  it('finds "the first Monday" of each month', () => {
    const t = timing({ rhythm: { kind: 'monthly_weekday', nth: 1, weekday: 1 } });
    expect(dates(t, '2026-01-01T00:00:00Z', 3).map((o) => o.localDate)).toEqual([
      '2026-01-05',
      '2026-02-02',
      '2026-03-02',
    ]);
  });

  it('counts "every 2 weeks" from the start date’s week', () => {
    // Start on a Wednesday: that week's Monday is not an occurrence (before the start), its Friday is.
    const t = timing({ rhythm: { kind: 'every_2_weeks', weekdays: [1, 5] }, startDate: '2026-01-07' });
    expect(dates(t, '2026-01-01T00:00:00Z', 4).map((o) => o.localDate)).toEqual([
      '2026-01-09',
      '2026-01-19',
      '2026-01-23',
      '2026-02-02',
    ]);
  });

  it('honours the start, skipped dates and an end by date or by count', () => {
    const weekly = { rhythm: { kind: 'weekly' as const, weekdays: [1] }, startDate: '2026-03-09' };
    expect(dates(timing(weekly), '2026-01-01T00:00:00Z', 1)[0]?.localDate).toBe('2026-03-09');
    expect(dates(timing(weekly), '2026-01-01T00:00:00Z', 2, { skipDates: ['2026-03-09'] })[0]?.localDate).toBe(
      '2026-03-16',
    );
    const until = timing({ ...weekly, end: { kind: 'until', date: '2026-03-23' } });
    expect(dates(until, '2026-01-01T00:00:00Z', 10)).toHaveLength(3);
    const count = timing({ ...weekly, end: { kind: 'count', count: 3 } });
    expect(dates(count, '2026-01-01T00:00:00Z', 10, { done: 1 })).toHaveLength(2);
  });

  it('submits on time, late under 6 hours, and records older ones as missed', () => {
    const at = Date.parse('2026-03-09T13:00:00Z');
    expect(dueAction(at, at + 30_000)).toBe('submit');
    // A run every 5 minutes finds each occurrence a few minutes after its time: that is on time.
    expect(dueAction(at, at + 10 * 60_000)).toBe('submit');
    expect(dueAction(at, at + 5 * H)).toBe('submit_late');
    expect(dueAction(at, at + 6 * H)).toBe('missed');
  });

  it('derives the task id from the schedule and the local date only', () => {
    expect(occurrenceTaskId('abc', '2026-03-09')).toBe('abc_2026-03-09');
    expect(keptSkipDates(['2026-05-01', '2026-01-01', '2026-05-01'], '2026-03-01', 60)).toEqual(['2026-05-01']);
  });

  it('refuses an end before the start and a bad time', () => {
    const bad = scheduleTimingSchema.safeParse({
      rhythm: { kind: 'weekly', weekdays: [1] },
      time: '24:00',
      startDate: '2026-03-09',
      end: { kind: 'until', date: '2026-03-01' },
    });
    expect(bad.success).toBe(false);
  });
});
