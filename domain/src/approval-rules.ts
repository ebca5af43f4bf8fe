// Approvals in a team (DECISIONS, "Approvals in a team"), the rules without zod: an owner chooses
// the team's rule; a member's order the rule catches becomes an approval request, charged and
// started only when an owner approves it. Owners' own spending never waits. The schemas are in
// schemas/approval-rule.ts and approvals.ts.

export const APPROVAL_MODES = ['none', 'above', 'all'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/** The largest threshold an owner may set, in credits. */
export const APPROVAL_THRESHOLD_MAX = 10_000;

/**
 * teams/{teamId}.approvalRule: absent means no approval (the default). `above` asks for approval
 * when an order costs more than `credits`; `all` for every order of a member.
 */
export type ApprovalRule = { mode: 'none' } | { mode: 'above'; credits: number } | { mode: 'all' };

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
