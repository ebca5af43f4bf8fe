import {
  dueAction,
  occurrenceTaskId,
  toMillis,
  type Occurrence,
  type Schedule,
  type SkipReason,
} from '@tasklane/domain';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { col } from '../collections.js';
import { logs } from '../logs.js';
import { readSettings } from '../settings.js';
import { afterOrder, prepareOrder, type PlacedOrder } from '../submission/submit.js';
import type { OrderGate } from '../submission/order.js';
import { idleFields, plannedFields } from './access.js';
import { counting, type OpCount } from './counting.js';
import { copyScheduleFilesToTask, occurrenceFiles } from './files.js';

/** What became of one due schedule in one scheduler run. */
export type OccurrenceResult =
  | { kind: 'none' }
  | { kind: 'submitted' | 'late'; schedule: Schedule; localDate: string; taskId: string; placed: PlacedOrder }
  | { kind: 'missed' | 'skipped'; schedule: Schedule; localDate: string; reason?: SkipReason }
  | { kind: 'paused'; schedule: Schedule; localDate: string };

/**
 * Team approvals: an occurrence of an approved member schedule runs without asking while its price
 * does not rise above the approved one (approvedPriceCredits; null for a schedule no approval
 * covers, which has no ceiling). A gate of the one submission path, so it runs in the order's read
 * phase, after the price is known.
 */
const withinApprovedPrice =
  (schedule: Schedule): OrderGate =>
  async (_tx, { price }) => {
    if (schedule.approvedPriceCredits !== null && price.credits > schedule.approvedPriceCredits) {
      throw new HttpsError('failed-precondition', 'The price rose above the approved one', {
        reason: 'price_above_approved',
      });
    }
  };

/** The schedule's next state once the occurrence at `runAtMs` is consumed (submitted, skipped or missed). */
function advanced(s: Schedule, runAtMs: number, nowMs: number) {
  const done = s.occurrencesDone + 1;
  const plan = plannedFields(s.timing, { afterMs: runAtMs, nowMs, skipDates: s.skipDates, done });
  return { ...plan, occurrencesDone: done, updatedAt: FieldValue.serverTimestamp() };
}

function record(tx: Transaction, scheduleId: string, o: Omit<Occurrence, 'at'>): void {
  tx.set(col.occurrence(scheduleId, o.localDate), { ...o, at: Timestamp.now() });
}

/** Why the submission path refused an occurrence, read from its error; null when it is not a refusal. */
export function refusalOf(err: unknown): SkipReason | 'creator_gone' | null {
  if (!(err instanceof HttpsError)) return null;
  const details = (err.details ?? {}) as { reason?: string; needed?: number };
  if (details.reason === 'not_a_member') return 'creator_gone';
  if (details.reason === 'spending_cap') return 'spending_cap';
  if (details.reason === 'price_above_approved') return 'price_above_approved';
  // The creator has not accepted the current terms: the occurrence waits for them, by hand.
  if (details.reason === 'terms_not_accepted') return 'terms_not_accepted';
  if (err.code === 'failed-precondition' && details.needed !== undefined) return 'insufficient_credits';
  return err.code === 'failed-precondition' || err.code === 'permission-denied' ? 'refused' : null;
}

/** The due occurrence of a schedule read in `tx`, or null when another run handled it already. */
async function dueOf(tx: Transaction, scheduleId: string, nowMs: number, expected?: string) {
  const schedule = (await tx.get(col.schedule(scheduleId))).data();
  const runAtMs = toMillis(schedule?.nextRunAt ?? null);
  if (!schedule || schedule.status !== 'active' || runAtMs === null || runAtMs > nowMs) return null;
  const localDate = schedule.nextLocalDate;
  if (!localDate || (expected !== undefined && localDate !== expected)) return null;
  return { schedule, runAtMs, localDate };
}

/**
 * One due schedule: submits its occurrence through the one submission path, acting as its
 * creator, paid with credits, as the task `<scheduleId>_<localDate>`, and advances the schedule in
 * the same transaction, so two overlapping runs (or a retry) submit it once. Missed by 6 hours or
 * more: recorded as missed, never submitted. Refused by the path (a short wallet, the member's
 * cap, a price above the approved one): recorded as skipped, in a second transaction that checks
 * the occurrence is still the one due. The creator no longer in the team: the schedule pauses.
 */
export async function runOccurrence(scheduleId: string, nowMs: number, count: OpCount): Promise<OccurrenceResult> {
  let attempted: { schedule: Schedule; localDate: string; runAtMs: number } | null = null;
  try {
    const out = await db.runTransaction(async (raw): Promise<OccurrenceResult> => {
      const tx = counting(raw, count);
      const due = await dueOf(tx, scheduleId, nowMs);
      if (!due) return { kind: 'none' };
      const { schedule, runAtMs, localDate } = due;
      attempted = due;
      const action = dueAction(runAtMs, nowMs);
      const base = { accountId: schedule.accountId, localDate, runAt: Timestamp.fromMillis(runAtMs) };
      if (action === 'missed') {
        record(tx, scheduleId, {
          ...base,
          outcome: 'missed',
          reason: null,
          taskId: null,
          priceCredits: schedule.priceCredits,
          lateByMs: nowMs - runAtMs,
          submitBy: null,
        });
        tx.update(col.schedule(scheduleId), advanced(schedule, runAtMs, nowMs));
        writeAudit(tx, {
          actorUserId: 'system',
          subjectUserId: schedule.accountId,
          action: 'schedule_occurrence_missed',
          entityType: 'schedule',
          entityId: scheduleId,
          metadata: { localDate, lateByMs: nowMs - runAtMs },
        });
        return { kind: 'missed', schedule, localDate };
      }
      const taskId = occurrenceTaskId(scheduleId, localDate);
      const lateByMs = action === 'submit_late' ? nowMs - runAtMs : 0;
      const prepared = await prepareOrder(
        tx,
        {
          actor: { uid: schedule.createdBy, accountId: schedule.accountId, via: 'schedule' },
          taskId,
          input: schedule.template,
          payment: { method: 'credits' },
          scheduleId,
          attachments: occurrenceFiles(schedule, nowMs),
          ...(schedule.approvedPriceCredits !== null ? { preApprovedUpTo: schedule.approvedPriceCredits } : {}),
          auditMetadata: { scheduleId, localDate, ...(lateByMs ? { lateByMs } : {}) },
        },
        { gates: [withinApprovedPrice(schedule)] },
      );
      const placed = prepared.commit();
      record(tx, scheduleId, {
        ...base,
        outcome: 'submitted',
        reason: null,
        taskId,
        priceCredits: placed.priceCredits,
        lateByMs,
        submitBy: null,
      });
      tx.update(col.schedule(scheduleId), advanced(schedule, runAtMs, nowMs));
      return { kind: lateByMs ? 'late' : 'submitted', schedule, localDate, taskId, placed };
    });
    if (out.kind === 'submitted' || out.kind === 'late') {
      if (!out.placed.duplicate && out.placed.task?.attachments?.length)
        await copyScheduleFilesToTask(scheduleId, out.taskId, out.placed.task.attachments);
      await afterOrder('scheduleTick', out.taskId, out.placed);
    }
    return out;
  } catch (err) {
    const refusal = refusalOf(err);
    const tried = attempted as { schedule: Schedule; localDate: string; runAtMs: number } | null;
    if (!refusal || !tried) throw err;
    return recordRefusal(scheduleId, tried.localDate, nowMs, refusal, count);
  }
}

/** The second transaction of a refused occurrence: skipped (with its reason) or the schedule paused. */
async function recordRefusal(
  scheduleId: string,
  expected: string,
  nowMs: number,
  refusal: SkipReason | 'creator_gone',
  count: OpCount,
): Promise<OccurrenceResult> {
  return db.runTransaction(async (raw): Promise<OccurrenceResult> => {
    const tx = counting(raw, count);
    const due = await dueOf(tx, scheduleId, nowMs, expected);
    if (!due) return { kind: 'none' };
    const { schedule, runAtMs, localDate } = due;
    if (refusal === 'creator_gone') {
      tx.update(col.schedule(scheduleId), {
        status: 'paused',
        pausedReason: 'creator_gone',
        ...idleFields,
        updatedAt: FieldValue.serverTimestamp(),
      });
      writeAudit(tx, {
        actorUserId: 'system',
        subjectUserId: schedule.accountId,
        action: 'schedule_paused',
        entityType: 'schedule',
        entityId: scheduleId,
        metadata: { reason: 'creator_gone' },
      });
      return { kind: 'paused', schedule, localDate };
    }
    const hours = (await readSettings(tx)).tiers[schedule.template.tier].hours;
    record(tx, scheduleId, {
      accountId: schedule.accountId,
      localDate,
      runAt: Timestamp.fromMillis(runAtMs),
      outcome: 'skipped',
      reason: refusal,
      taskId: null,
      priceCredits: schedule.priceCredits,
      lateByMs: 0,
      submitBy: Timestamp.fromMillis(runAtMs + hours * 3_600_000),
    });
    tx.update(col.schedule(scheduleId), advanced(schedule, runAtMs, nowMs));
    writeAudit(tx, {
      actorUserId: 'system',
      subjectUserId: schedule.accountId,
      action: 'schedule_occurrence_skipped',
      entityType: 'schedule',
      entityId: scheduleId,
      metadata: { localDate, reason: refusal },
    });
    logs.scheduleOccurrence(scheduleId, localDate, `skipped: ${refusal}`);
    return { kind: 'skipped', schedule, localDate, reason: refusal };
  });
}
