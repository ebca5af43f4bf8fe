import {
  APPROVAL_TTL_MS,
  needsApproval,
  type ApprovalKind,
  type ApprovalRequest,
  type ApprovalStatus,
  type BriefCheckLink,
  type TaskInput,
} from '@tasklane/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { writeAudit } from '../audit.js';
import { col } from '../collections.js';
import type { ActingAccount } from '../teams.js';

/**
 * Whether this person's order of `credits` on this account waits for an owner: only a team's
 * members, under the team's rule (DECISIONS, "Approvals in a team"). Owners never wait.
 */
export function approvalNeeded(acting: ActingAccount, credits: number): boolean {
  return acting.kind === 'team' && needsApproval(acting.team.approvalRule, acting.member.role, credits);
}

/** What a request asks for, as the path that caught it knows it. */
export interface ApprovalAsk {
  /** The request's id: derived from the order (task id, quote version, schedule and price), so a retry finds it. */
  requestId: string;
  accountId: string;
  /** The member who asked (an automated order: the person it acts as). */
  userId: string;
  kind: ApprovalKind;
  title: string;
  /** The price fixed now; approval charges exactly this. */
  priceCredits: number;
  via: string;
  task?: TaskInput;
  briefCheck?: BriefCheckLink | null;
  quote?: ApprovalRequest['quote'];
  schedule?: ApprovalRequest['schedule'];
}

/** The request as the caller answers it: new or found again (a retried call), and its state. */
export interface HeldForApproval {
  requestId: string;
  status: ApprovalStatus;
  expiresAtMs: number;
  duplicate: boolean;
}

/**
 * Read phase of making a request: reads whether it exists already (a retried call finds the first,
 * whatever its state). `commit()` writes it in the caller's write phase, with its audit entry;
 * nothing is charged and no clock starts. The owners are told by the approvals trigger.
 */
export async function prepareApprovalRequest(
  tx: Transaction,
  ask: ApprovalAsk,
): Promise<{ commit(): HeldForApproval }> {
  const ref = col.approvalRequest(ask.requestId);
  const existing = (await tx.get(ref)).data();
  return {
    commit() {
      if (existing) {
        return { requestId: ref.id, status: existing.status, expiresAtMs: existing.expiresAt, duplicate: true };
      }
      const now = Date.now();
      const expiresAt = now + APPROVAL_TTL_MS;
      tx.create(ref, {
        accountId: ask.accountId,
        userId: ask.userId,
        kind: ask.kind,
        status: 'pending',
        title: ask.title,
        priceCredits: ask.priceCredits,
        task: ask.task ?? null,
        ...(ask.briefCheck !== undefined ? { briefCheck: ask.briefCheck } : {}),
        quote: ask.quote ?? null,
        schedule: ask.schedule ?? null,
        via: ask.via,
        createdAt: FieldValue.serverTimestamp(),
        expiresAt,
        decidedAt: null,
        decidedBy: null,
        declineReason: null,
        taskId: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
      writeAudit(tx, {
        actorUserId: ask.userId,
        subjectUserId: ask.accountId,
        action: 'approval_requested',
        entityType: 'approval_request',
        entityId: ref.id,
        metadata: { kind: ask.kind, priceCredits: ask.priceCredits, via: ask.via, requestedBy: ask.userId },
      });
      return { requestId: ref.id, status: 'pending', expiresAtMs: expiresAt, duplicate: false };
    },
  };
}

/**
 * For the schedules side: a member's schedule is approved once, at the price of one occurrence.
 * Call it in the schedule's transaction (read phase) when `approvalNeeded(acting, price)` holds;
 * the id comes from the schedule and the price, so an edit that raises the price asks again and
 * an unchanged one finds its approval (status 'approved': run without asking).
 */
export function prepareScheduleApproval(
  tx: Transaction,
  s: { scheduleId: string; requestId: string; accountId: string; userId: string; title: string; priceCredits: number },
) {
  return prepareApprovalRequest(tx, {
    requestId: s.requestId,
    accountId: s.accountId,
    userId: s.userId,
    kind: 'schedule',
    title: s.title,
    priceCredits: s.priceCredits,
    via: 'schedule',
    schedule: { scheduleId: s.scheduleId },
  });
}

/**
 * A card order the team's approval rule catches is refused before the customer is sent to pay
 * (a payment cannot wait a week for an owner): the member is offered to ask for approval instead,
 * which the team's credits pay once an owner approves.
 */
export function refuseCardAwaitingApproval(acting: ActingAccount, priceCredits: number): void {
  if (!approvalNeeded(acting, priceCredits)) return;
  throw new HttpsError('failed-precondition', "This order needs a team owner's approval", {
    reason: 'approval_required',
    priceCredits,
  });
}
