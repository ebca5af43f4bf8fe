import {
  APPROVAL_HOLDS,
  scheduleApprovalId,
  type ApprovalRequest,
  type ApprovalStatus,
  type Schedule,
  type SchedulePauseReason,
} from '@tasklane/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { approvalNeeded, prepareScheduleApproval } from '../approvals/request.js';
import { col } from '../collections.js';
import type { ActingAccount } from '../teams.js';
import { idleFields, plannedFields } from './access.js';

/** The hold a closed request leaves on its schedule (a pending one: awaiting approval). */
const holdOf: Record<ApprovalStatus, SchedulePauseReason | null> = {
  pending: 'awaiting_approval',
  approved: null,
  declined: 'approval_declined',
  expired: 'approval_expired',
  withdrawn: 'approval_withdrawn',
};

export const isApprovalHold = (reason: Schedule['pausedReason']): boolean =>
  reason !== null && APPROVAL_HOLDS.includes(reason);

/** How many times a member may ask again at one price after a decline, an expiry or a withdrawal. */
const ASKS_PER_PRICE = 5;

/**
 * The request a schedule's price asks with: `schedule_<id>_p<price>` (a retried call finds it),
 * or, once that one was declined, expired or withdrawn, the next of `…_r2`, `…_r3`, so an edit can
 * ask again. The last one is returned closed when every try is used.
 */
async function openRequest(tx: Transaction, scheduleId: string, priceCredits: number) {
  const base = scheduleApprovalId(scheduleId, priceCredits);
  let last: { requestId: string; found: ApprovalRequest | undefined } = { requestId: base, found: undefined };
  for (let n = 1; n <= ASKS_PER_PRICE; n++) {
    const requestId = n === 1 ? base : `${base}_r${n}`;
    const found = (await tx.get(col.approvalRequest(requestId))).data();
    last = { requestId, found };
    if (!found || found.status === 'pending' || found.status === 'approved') return last;
  }
  return last;
}

/** What a write of a schedule owes the team's approval rule (read phase done; `commit` in the write phase). */
export interface ScheduleApproval {
  /** The ceiling to write: occurrences run while their price does not exceed it; null: no ceiling. */
  approvedPriceCredits: number | null;
  /** Set when the schedule must be held: no occurrence runs until an owner approves. */
  hold: SchedulePauseReason | null;
  commit(): void;
}

/**
 * A member's schedule is approved once, at the price of one occurrence (DECISIONS, "Approvals in a
 * team"). On create or edit by its creator: a price the team's rule catches, above the price
 * already approved, asks an owner (see openRequest, in the caller's transaction)
 * and holds the schedule; a price at or under it keeps running. A personal schedule, an owner's, or
 * a price the rule lets through: no request and no ceiling. An owner editing a member's schedule
 * approves it at the new price by doing so.
 */
export async function prepareScheduleApprovalFor(
  tx: Transaction,
  acting: ActingAccount,
  s: {
    scheduleId: string;
    uid: string;
    createdBy: string;
    title: string;
    priceCredits: number;
    approved: number | null;
  },
): Promise<ScheduleApproval> {
  const none = (approvedPriceCredits: number | null): ScheduleApproval => ({
    approvedPriceCredits,
    hold: null,
    commit() {},
  });
  if (acting.kind === 'team' && acting.member.role === 'owner')
    return none(s.createdBy !== s.uid ? s.priceCredits : null);
  if (!approvalNeeded(acting, s.priceCredits)) return none(null);
  if (s.approved !== null && s.priceCredits <= s.approved) return none(s.approved);
  const { requestId, found } = await openRequest(tx, s.scheduleId, s.priceCredits);
  if (found?.status === 'approved') return none(s.priceCredits);
  const prepared = await prepareScheduleApproval(tx, {
    scheduleId: s.scheduleId,
    requestId,
    accountId: acting.accountId,
    userId: s.uid,
    title: s.title,
    priceCredits: s.priceCredits,
  });
  return {
    approvedPriceCredits: s.approved,
    hold: found ? holdOf[found.status] : 'awaiting_approval',
    commit: () => void prepared.commit(),
  };
}

/**
 * Read phase of deciding a schedule's request: the schedule, when this request is still the one it
 * waits on (a later edit at another price asked again). `commit(status)` in the write phase:
 * approved sets the ceiling and, when held, runs it from now on (as resume does); declined,
 * expired or withdrawn leave it held, with that reason.
 */
export async function prepareScheduleDecision(
  tx: Transaction,
  request: ApprovalRequest,
): Promise<{ commit(status: Exclude<ApprovalStatus, 'pending'>): void }> {
  const scheduleId = request.kind === 'schedule' ? request.schedule?.scheduleId : undefined;
  if (!scheduleId) return { commit() {} };
  const ref = col.schedule(scheduleId);
  const schedule = (await tx.get(ref)).data();
  // Still the request the schedule waits on: a later edit at another price asked again.
  const current = schedule && schedule.priceCredits === request.priceCredits;
  if (!schedule || !current || schedule.status === 'ended') return { commit() {} };
  return {
    commit(status) {
      const updatedAt = FieldValue.serverTimestamp();
      const held = schedule.status === 'paused' && isApprovalHold(schedule.pausedReason);
      if (status !== 'approved') {
        if (held) tx.update(ref, { pausedReason: holdOf[status], ...idleFields, updatedAt });
        return;
      }
      if (!held) {
        tx.update(ref, { approvedPriceCredits: request.priceCredits, updatedAt });
        return;
      }
      const now = Date.now();
      const plan = plannedFields(schedule.timing, {
        afterMs: now,
        nowMs: now,
        skipDates: schedule.skipDates,
        done: schedule.occurrencesDone,
      });
      tx.update(ref, { ...plan, pausedReason: null, approvedPriceCredits: request.priceCredits, updatedAt });
    },
  };
}
