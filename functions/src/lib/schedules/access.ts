import {
  MAX_SKIP_DATES,
  UPCOMING_SHOWN,
  keptSkipDates,
  localDateOf,
  planOf,
  priceOf,
  type Schedule,
  type ScheduleTemplate,
  type ScheduleTiming,
  type Settings,
} from '@tasklane/domain';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { col } from '../collections.js';
import { resolveAccount, type ActingAccount } from '../teams.js';

export interface ManagedSchedule {
  ref: DocumentReference<Schedule>;
  schedule: Schedule;
  acting: ActingAccount;
}

/**
 * A schedule the caller may change: for a personal account, its person; for a team's, its creator
 * (while a member) or an owner. Other members read it but change nothing. Read inside the
 * caller's transaction, so a member removed meanwhile is refused.
 */
export async function manageableSchedule(tx: Transaction, uid: string, scheduleId: string): Promise<ManagedSchedule> {
  const ref = col.schedule(scheduleId);
  const schedule = (await tx.get(ref)).data();
  if (!schedule) throw new HttpsError('not-found', 'Schedule not found', { reason: 'schedule_not_found' });
  // resolveAccount refuses anyone who is not the person or a member of the team.
  const acting = await resolveAccount(uid, schedule.accountId, tx);
  if (acting.kind === 'team' && acting.member.role !== 'owner' && schedule.createdBy !== uid) {
    throw new HttpsError('permission-denied', 'Only its creator or an owner may change this schedule', {
      reason: 'schedule_owner_required',
    });
  }
  return { ref, schedule, acting };
}

const ts = (ms: number | null) => (ms === null ? null : Timestamp.fromMillis(ms));

/**
 * The fields an active schedule's next run derives from: next run and its local date, the 24-hour
 * notice, the next few dates, and the status (ended when nothing is left). `afterMs` is the instant
 * after which occurrences count (now for an edit; the occurrence just handled for the scheduler).
 */
export function plannedFields(
  timing: ScheduleTiming,
  q: { afterMs: number; nowMs: number; skipDates: readonly string[]; done: number },
): Pick<Schedule, 'status' | 'nextRunAt' | 'nextLocalDate' | 'noticeAt' | 'upcoming' | 'skipDates'> {
  const skipDates = keptSkipDates(q.skipDates, localDateOf(q.nowMs), MAX_SKIP_DATES);
  const plan = planOf(timing, { ...q, skipDates, shown: UPCOMING_SHOWN });
  return {
    status: plan.status,
    nextRunAt: ts(plan.nextRunAtMs),
    nextLocalDate: plan.nextLocalDate,
    noticeAt: ts(plan.noticeAtMs),
    upcoming: plan.upcoming,
    skipDates,
  };
}

/** The fields of a paused (or ended) schedule: nothing is due, nothing is noticed. */
export const idleFields = { nextRunAt: null, nextLocalDate: null, noticeAt: null, upcoming: [] } as const;

/** One occurrence's price at today's settings. */
export function occurrencePrice(template: ScheduleTemplate, settings: Settings): number {
  return priceOf(template.category, template.tier, settings, { bilingual: template.bilingual }).credits;
}

/** The schedule as screens show it, after a write. */
export function plannedOutput(scheduleId: string, s: Pick<Schedule, 'priceCredits' | 'upcoming'>) {
  return { scheduleId, priceCredits: s.priceCredits, upcoming: s.upcoming };
}
