import { z } from 'zod';
import { NOTIFICATION_TEMPLATES, TASK_STATUSES } from '../constants.js';
import { QUOTE_STATUSES } from './quote.js';
import { timestampLike } from './common.js';
import { APPROVAL_STATUSES } from '../approval-rules.js';

export const notificationPayloadSchema = z.object({
  task_title: z.string().optional(),
  new_status: z.enum(TASK_STATUSES).optional(),
  task_id: z.string().optional(),
  credits_remaining: z.number().optional(),
  amount: z.number().optional(),
  message: z.string().optional(),
  quote_id: z.string().optional(),
  quote_title: z.string().optional(),
  quote_status: z.enum(QUOTE_STATUSES).optional(),
  /** Set when an admin declined the customer's refund request on a delivered quote. */
  quote_refund: z.enum(['declined']).optional(),
  /** A thread message: which thread, and what it is about. */
  thread_id: z.string().optional(),
  /** An approval request: which one, in which team, and what became of it. */
  approval_id: z.string().optional(),
  team_id: z.string().optional(),
  approval_status: z.enum(APPROVAL_STATUSES).optional(),
  /** A schedule's notices: which schedule, and (schedule_update) what happened and why. */
  schedule_id: z.string().optional(),
  schedule_event: z.enum(['skipped', 'submitted_late', 'missed', 'paused_creator_gone']).optional(),
  schedule_reason: z.string().optional(),
  /** schedule_notice: tomorrow's occurrences of one account, with the balance they draw on. */
  schedule_items: z
    .array(z.object({ title: z.string(), runAtMs: z.number(), priceCredits: z.number(), dueAtMs: z.number() }))
    .max(50)
    .optional(),
  /** api_key_revoked: the key's name and visible prefix. */
  api_key_name: z.string().optional(),
  api_key_prefix: z.string().optional(),
  /** schedule_notice: tomorrow's occurrences together cost more than the balance. */
  over_balance: z.boolean().optional(),
  /** webhook_disabled: the endpoint's URL. */
  endpoint_url: z.string().optional(),
});
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;

export const notificationSchema = z.object({
  userId: z.string(),
  templateKey: z.enum(NOTIFICATION_TEMPLATES),
  payload: notificationPayloadSchema,
  channel: z.enum(['in_app', 'email']),
  createdAt: timestampLike,
  read: z.boolean(),
  readAt: timestampLike.nullable(),
  /**
   * On a notice to staff about a customer's task, quote or message: the paying account it is
   * about. Deleting that account deletes the notice, since it quotes the account's titles.
   */
  aboutAccountId: z.string().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;
