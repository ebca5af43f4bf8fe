import { z } from 'zod';
import { briefCheckLinkSchema } from './brief-check.js';
import { timestampLike } from './schemas/common.js';
import { taskInputBaseSchema } from './schemas/task.js';

// Approvals in a team (DECISIONS, "Approvals in a team"): an owner chooses the team's rule; a
// member's order the rule catches becomes an approval request, charged and started only when an
// owner approves it. Owners' own spending never waits.

export const APPROVAL_MODES = ['none', 'above', 'all'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/** The largest threshold an owner may set, in credits. */
export const APPROVAL_THRESHOLD_MAX = 10_000;

/**
 * teams/{teamId}.approvalRule: absent means no approval (the default). `above` asks for approval
 * when an order costs more than `credits`; `all` for every order of a member.
 */
export const approvalRuleSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('none') }),
    z.object({
      mode: z.literal('above'),
      credits: z
        .number('approval_threshold_invalid')
        .int('approval_threshold_invalid')
        .min(0, 'approval_threshold_invalid')
        .max(APPROVAL_THRESHOLD_MAX, 'approval_threshold_invalid'),
    }),
    z.object({ mode: z.literal('all') }),
  ],
  'approval_rule_invalid',
);
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;

export const NO_APPROVAL: ApprovalRule = { mode: 'none' };

/** Whether an order of `credits` by someone of `role` waits for an owner under `rule`. */
export function needsApproval(
  rule: ApprovalRule | undefined,
  role: 'owner' | 'member' | 'personal',
  credits: number,
): boolean {
  if (role !== 'member' || !rule) return false;
  if (rule.mode === 'all') return true;
  if (rule.mode === 'above') return credits > rule.credits;
  return false;
}

/** How long a request waits for an owner before it expires. */
export const APPROVAL_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What a request asks to spend on: a task, a quote's acceptance, or a schedule (approved once). */
export const APPROVAL_KINDS = ['task', 'quote', 'schedule'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'declined', 'withdrawn', 'expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * approvalRequests/{requestId}. A task's request has the id the task would have had (from the
 * member and the form's request id, so a retried submission finds it), and the task approval
 * creates takes `approvedTaskId(requestId)`. Written only by functions.
 */
export const approvalRequestSchema = z.object({
  /** The team whose money it spends. */
  accountId: z.string(),
  /** The member who asked. */
  userId: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  /** What the owners see: the task's, quote's or schedule's title. */
  title: z.string(),
  /** The price fixed when the request was made: approval charges exactly this. */
  priceCredits: z.number().int().min(0),
  /** kind 'task': the order as the form sent it, and its brief check link. */
  task: taskInputBaseSchema.nullable(),
  briefCheck: briefCheckLinkSchema.nullable().optional(),
  /** kind 'quote': which version, at which credit price (cents) the credits were counted. */
  quote: z.object({ quoteId: z.string(), version: z.number().int(), creditPriceCents: z.number().int() }).nullable(),
  /** kind 'schedule': the schedule, approved once at the price of one occurrence. */
  schedule: z.object({ scheduleId: z.string() }).nullable(),
  /** How the order reached the server (the task form, a schedule, an API key). */
  via: z.string(),
  createdAt: timestampLike,
  /** Millis; the expiry run moves pending requests past it to expired. */
  expiresAt: z.number(),
  decidedAt: timestampLike.nullable(),
  /** The owner who approved or declined; the member for a withdrawal; 'system' for an expiry. */
  decidedBy: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** The task approval started (kind 'task'). */
  taskId: z.string().nullable(),
  updatedAt: timestampLike,
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

/** The task an approved request starts: derived from the request's id, so two approvals create one. */
export function approvedTaskId(requestId: string): string {
  return `apr_${requestId}`;
}

/** A quote acceptance's request id: one per quote version, so a repeated accept finds it. */
export function quoteApprovalId(quoteId: string, version: number): string {
  return `quote_${quoteId}_v${version}`;
}

/** A schedule's request id: one per schedule and approved price (an edit that raises it asks again). */
export function scheduleApprovalId(scheduleId: string, priceCredits: number): string {
  return `schedule_${scheduleId}_p${priceCredits}`;
}

export const declineReasonField = z
  .string()
  .trim()
  .min(3, 'decline_reason_too_short')
  .max(500, 'decline_reason_too_long');
