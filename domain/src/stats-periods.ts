// Calendar periods of the statistics, in Toronto: a day's bucket, months and the analytics ranges.
import { TIME_ZONE } from './constants.js';
import { dateTimeFormat } from './intl.js';

const TORONTO_DAY = { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** The America/Toronto calendar month ('YYYY-MM') and day of month ('DD') of an instant. */
export function statsBucket(at: number): { month: string; day: string } {
  const p = Object.fromEntries(
    dateTimeFormat('en-CA', TORONTO_DAY)
      .formatToParts(new Date(at))
      .map((x) => [x.type, x.value]),
  );
  return { month: `${p.year}-${p.month}`, day: String(p.day) };
}

/** The month before 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' months from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = to; m >= from && out.length < 1200; m = previousMonth(m)) out.unshift(m);
  return out;
}

export const ANALYTICS_RANGES = ['this_month', 'last_month', 'last_90_days'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

const isoDay = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/**
 * The Toronto calendar days ('YYYY-MM-DD', oldest first) a range covers at `now`, and the months
 * the admin page must read for it: the range's, plus this month and last month for the revenue
 * comparison. Calendar arithmetic on dates, so DST never skips or repeats a day.
 */
export function analyticsRange(
  range: AnalyticsRange,
  now: number,
): { days: string[]; months: string[]; thisMonth: string; lastMonth: string } {
  const { month, day } = statsBucket(now);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const today = Number(day);
  const thisMonth = month;
  const lastMonth = previousMonth(month);
  let days: string[];
  if (range === 'this_month') days = Array.from({ length: today }, (_, i) => isoDay(y, m, i + 1));
  else if (range === 'last_month') {
    const [ly, lm] = lastMonth.split('-').map(Number) as [number, number];
    const length = new Date(Date.UTC(ly, lm, 0)).getUTCDate();
    days = Array.from({ length }, (_, i) => isoDay(ly, lm, i + 1));
  } else days = Array.from({ length: 90 }, (_, i) => isoDay(y, m, today - 89 + i));
  const months = [...new Set([...days.map((d) => d.slice(0, 7)), lastMonth, thisMonth])].sort();
  return { days, months, thisMonth, lastMonth };
}

/** The last `n` months ('YYYY-MM', oldest first) up to the month of `now`, in Toronto. */
export function lastMonths(n: number, now: number): string[] {
  const out = [statsBucket(now).month];
  while (out.length < n) out.unshift(previousMonth(out[0]!));
  return out;
}
