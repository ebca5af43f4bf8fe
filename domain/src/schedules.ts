import { DateTime } from 'luxon';
import { TIME_ZONE } from './constants.js';
import type { ScheduleEnd, ScheduleRhythm, ScheduleTiming, UpcomingOccurrence } from './schemas/schedule.js';

// The occurrence calculator: when a schedule's occurrences fall, as instants, by DECISIONS'
// calendar rules (America/Toronto time). Pure: no clock, no database.

const HOUR = 3_600_000;
/** An occurrence missed by less than this (downtime) is submitted late; older ones are missed. */
export const LATE_SUBMIT_WINDOW_MS = 6 * HOUR;
/**
 * Within this of its time an occurrence counts as on time: the scheduler runs every 5 minutes, so
 * every occurrence is found a few minutes after its time; only a longer delay (downtime) is "late".
 */
export const ON_TIME_MS = 15 * 60_000;
/** The notice before each occurrence. */
export const NOTICE_BEFORE_MS = 24 * HOUR;
/** No rhythm leaves more than ~5 weeks between occurrences; looking 2 years ahead bounds every search. */
const SEARCH_DAYS = 800;

export interface OccurrenceSlot {
  /** The local date, `YYYY-MM-DD`: with the schedule's id, the occurrence's identity. */
  localDate: string;
  runAtMs: number;
}

function parseDate(localDate: string): DateTime {
  return DateTime.fromISO(localDate, { zone: TIME_ZONE }).startOf('day');
}

/**
 * The instant a local date and wall time fall on in America/Toronto:
 * - a time in the spring-forward gap runs at the first valid minute after it (2:30 → 3:00);
 * - a time in the repeated autumn hour runs once, at its first occurrence (the EDT one).
 */
export function localInstant(localDate: string, time: string): number {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const day = parseDate(localDate);
  const wanted = (dt: DateTime) => dt.hour === hour && dt.minute === minute && dt.day === day.day;
  const dt = day.set({ hour, minute });
  if (!wanted(dt)) {
    // In the gap: walk the wall clock forward minute by minute to the first time that exists.
    for (let total = hour * 60 + minute + 1; total < 24 * 60; total++) {
      const [h, m] = [Math.floor(total / 60), total % 60];
      const probe = day.set({ hour: h, minute: m });
      if (probe.hour === h && probe.minute === m) return probe.toMillis();
    }
    return dt.toMillis();
  }
  // Repeated hour: the same wall time an hour earlier is its first occurrence.
  const earlier = DateTime.fromMillis(dt.toMillis() - HOUR, { zone: TIME_ZONE });
  return wanted(earlier) ? earlier.toMillis() : dt.toMillis();
}

/** Monday of the week a date falls in, as a day number (days since the epoch, in local dates). */
function weekIndex(d: DateTime): number {
  const monday = d.minus({ days: d.weekday - 1 });
  return Math.round(Date.UTC(monday.year, monday.month - 1, monday.day) / (7 * 24 * HOUR));
}

/** Whether a local date carries an occurrence of the rhythm (start and end apart). */
export function rhythmMatches(rhythm: ScheduleRhythm, startDate: string, d: DateTime): boolean {
  switch (rhythm.kind) {
    case 'weekly':
      return rhythm.weekdays.includes(d.weekday);
    case 'every_2_weeks':
      return rhythm.weekdays.includes(d.weekday) && (weekIndex(d) - weekIndex(parseDate(startDate))) % 2 === 0;
    case 'monthly_day':
      return d.day === Math.min(rhythm.day, d.daysInMonth ?? 28);
    case 'monthly_weekday':
      return d.weekday === rhythm.weekday && Math.ceil(d.day / 7) === rhythm.nth;
  }
}

function endsBefore(end: ScheduleEnd, localDate: string, index: number): boolean {
  if (end.kind === 'until') return localDate > end.date;
  if (end.kind === 'count') return index >= end.count;
  return false;
}

export interface OccurrenceQuery {
  /** Only occurrences strictly after this instant. */
  afterMs: number;
  /** How many to return at most. */
  limit: number;
  /** Dates a person chose to skip: never occurrences. */
  skipDates?: readonly string[];
  /** Occurrences already consumed (for an end by count). */
  done?: number;
}

/**
 * The next `limit` occurrences strictly after `afterMs`, in order: on or after the start date,
 * not on a skipped date, up to the end (a date, inclusive, or a count of occurrences).
 */
export function nextOccurrences(timing: ScheduleTiming, q: OccurrenceQuery): OccurrenceSlot[] {
  const out: OccurrenceSlot[] = [];
  const skip = new Set(q.skipDates ?? []);
  const start = parseDate(timing.startDate);
  const after = DateTime.fromMillis(q.afterMs, { zone: TIME_ZONE }).startOf('day');
  // An earlier local date's occurrences all fall before `afterMs`.
  let d = after < start ? start : after;
  let index = q.done ?? 0;
  for (let i = 0; i < SEARCH_DAYS && out.length < q.limit; i++, d = d.plus({ days: 1 })) {
    const localDate = d.toISODate() ?? '';
    if (!rhythmMatches(timing.rhythm, timing.startDate, d)) continue;
    if (endsBefore(timing.end, localDate, index)) break;
    if (skip.has(localDate)) continue;
    const runAtMs = localInstant(localDate, timing.time);
    if (runAtMs <= q.afterMs) continue;
    out.push({ localDate, runAtMs });
    index++;
  }
  return out;
}

/** The first occurrence strictly after `afterMs`, or null when the schedule has ended. */
export function nextOccurrence(timing: ScheduleTiming, q: Omit<OccurrenceQuery, 'limit'>): OccurrenceSlot | null {
  return nextOccurrences(timing, { ...q, limit: 1 })[0] ?? null;
}

/** What the scheduler does with a due occurrence found at `nowMs`. */
export function dueAction(runAtMs: number, nowMs: number): 'submit' | 'submit_late' | 'missed' {
  const late = nowMs - runAtMs;
  if (late < ON_TIME_MS) return 'submit';
  return late < LATE_SUBMIT_WINDOW_MS ? 'submit_late' : 'missed';
}

/** Skip dates kept on a schedule: the future ones, sorted, bounded. */
export function keptSkipDates(dates: readonly string[], todayLocal: string, max: number): string[] {
  return [...new Set(dates)]
    .filter((d) => d >= todayLocal)
    .sort()
    .slice(0, max);
}

/** The local date of an instant in America/Toronto. */
export function localDateOf(ms: number): string {
  return DateTime.fromMillis(ms, { zone: TIME_ZONE }).toISODate() ?? '';
}

/** The task an occurrence becomes: its id derives from the schedule and the local date only. */
export function occurrenceTaskId(scheduleId: string, localDate: string): string {
  return `${scheduleId}_${localDate}`;
}

/** Upcoming occurrences in the shape the schedule document keeps. */
export function upcomingOf(slots: readonly OccurrenceSlot[]): UpcomingOccurrence[] {
  return slots.map((s) => ({ localDate: s.localDate, runAtMs: s.runAtMs }));
}

/** The fields a schedule's write derives from its timing: the next run, its notice and the next few dates. */
export interface SchedulePlan {
  status: 'active' | 'ended';
  nextRunAtMs: number | null;
  nextLocalDate: string | null;
  noticeAtMs: number | null;
  upcoming: UpcomingOccurrence[];
}

/**
 * The plan of an active schedule after `afterMs`: the next occurrence (or none: ended), its
 * notice 24 hours before (none when that moment has passed: the write itself is the news), and
 * the next `shown` dates.
 */
export function planOf(
  timing: ScheduleTiming,
  q: { afterMs: number; nowMs: number; skipDates?: readonly string[]; done?: number; shown: number },
): SchedulePlan {
  const slots = nextOccurrences(timing, { afterMs: q.afterMs, limit: q.shown, skipDates: q.skipDates, done: q.done });
  const next = slots[0];
  if (!next) return { status: 'ended', nextRunAtMs: null, nextLocalDate: null, noticeAtMs: null, upcoming: [] };
  const noticeAtMs = next.runAtMs - NOTICE_BEFORE_MS;
  return {
    status: 'active',
    nextRunAtMs: next.runAtMs,
    nextLocalDate: next.localDate,
    noticeAtMs: noticeAtMs > q.nowMs ? noticeAtMs : null,
    upcoming: upcomingOf(slots),
  };
}
