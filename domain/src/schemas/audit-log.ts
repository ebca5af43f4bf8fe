import { z } from 'zod';
import { timestampLike } from './common.js';

export const AUDIT_ACTIONS = [
  'credits_consumed',
  'credits_refunded',
  'credits_purchased',
  'credits_granted',
  'task_submitted',
  'task_transition',
  'task_cancelled',
  'role_granted',
  'role_revoked',
  'settings_updated',
  'refund_requested',
  'refund_decided',
  'brief_checked',
  'account_deleted',
  'account_created',
  'profile_email_synced',
  'payment_received',
  'payment_refunded',
  'payment_disputed',
  'subscription_checkout_started',
  'subscription_plan_changed',
  'subscription_cancel_requested',
  'subscription_resumed',
  'subscription_payment_failed',
  'subscription_duplicate_cancelled',
  'quote_requested',
  'quote_transition',
  'task_reviewer_reassigned',
  'delivery_email_resent',
  'credits_adjusted',
  'contact_status_changed',
  'file_uploaded',
  'files_purged',
  'brand_kit_saved',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditLogSchema = z.object({
  actorUserId: z.string(),
  /** The user whose data this entry is about; owners may read their own entries. */
  subjectUserId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(['task', 'wallet', 'profile', 'settings', 'user', 'brief_check', 'payment', 'contact_message', 'quote', 'subscription', 'brand_kit']),
  entityId: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: timestampLike,
});
export type AuditLog = z.infer<typeof auditLogSchema>;
