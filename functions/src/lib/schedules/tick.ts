import type { ScheduleTickResult } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { col } from '../collections.js';
import { logs } from '../logs.js';
import type { OpCount } from './counting.js';
import { runOccurrence } from './occurrence.js';
import { sendScheduleNotices } from './notices.js';
import { tellSchedule } from './tell.js';

/** At most this many due schedules per run; the rest wait for the next run, minutes later. */
export const SCHEDULE_TICK_LIMIT = 200;
/** Occurrences handled at once within one run (each is its own transaction). */
const PARALLEL = 8;

/**
 * One scheduler run (every 5 minutes in production; `npm run tick` and runScheduleTickDev
 * locally): the schedules due by `nowMs` (a range query on nextRunAt, so its cost follows the due
 * ones, never all schedules), each occurrence submitted, skipped, missed or its schedule paused;
 * then the 24-hour notices. Safe to run twice at once: each occurrence is one transaction that
 * re-reads its schedule, and its task id derives from the schedule and the local date.
 */
export async function runScheduleTick(nowMs: number, opts: { limit?: number } = {}): Promise<ScheduleTickResult> {
  const count: OpCount = { reads: 0, writes: 0 };
  const result: ScheduleTickResult = {
    due: 0,
    submitted: 0,
    late: 0,
    skipped: 0,
    missed: 0,
    paused: 0,
    notices: 0,
    reads: 0,
    writes: 0,
  };
  const due = await col
    .schedules()
    .where('nextRunAt', '<=', Timestamp.fromMillis(nowMs))
    .orderBy('nextRunAt')
    .limit(opts.limit ?? SCHEDULE_TICK_LIMIT)
    .get();
  count.reads += Math.max(1, due.size);
  result.due = due.size;
  const ids = due.docs.map((d) => d.id);
  for (let i = 0; i < ids.length; i += PARALLEL) {
    await Promise.all(ids.slice(i, i + PARALLEL).map((id) => handle(id, nowMs, count, result)));
  }
  result.notices = await sendScheduleNotices(nowMs, count);
  result.reads = count.reads;
  result.writes = count.writes;
  logs.scheduleTick(result);
  return result;
}

async function handle(id: string, nowMs: number, count: OpCount, result: ScheduleTickResult): Promise<void> {
  try {
    const out = await runOccurrence(id, nowMs, count);
    if (out.kind === 'none') return;
    logs.scheduleOccurrence(id, out.localDate, out.kind);
    if (out.kind === 'submitted') result.submitted++;
    else if (out.kind === 'late') {
      result.late++;
      await tellSchedule(id, out.schedule, out.localDate, 'submitted_late');
    } else if (out.kind === 'missed') {
      result.missed++;
      await tellSchedule(id, out.schedule, out.localDate, 'missed');
    } else if (out.kind === 'skipped') {
      result.skipped++;
      await tellSchedule(id, out.schedule, out.localDate, 'skipped', out.reason);
    } else {
      result.paused++;
      await tellSchedule(id, out.schedule, out.localDate, 'paused_creator_gone');
    }
  } catch (err) {
    // Contention or an outage: the schedule stays due and the next run tries again (or records it missed).
    logs.scheduleFailed(id, err);
  }
}
