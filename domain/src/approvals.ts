import { z } from 'zod';
import { briefCheckLinkSchema } from './brief-check.js';
import { APPROVAL_KINDS, APPROVAL_STATUSES } from './approval-rules.js';
import { timestampLike } from './schemas/common.js';
import { taskInputBaseSchema } from './schemas/task.js';

// The approval request's document (approval-rules.ts holds the rules, without zod).

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

export const declineReasonField = z
  .string()
  .trim()
  .min(3, 'decline_reason_too_short')
  .max(500, 'decline_reason_too_long');
