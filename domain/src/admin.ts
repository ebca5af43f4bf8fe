import { z } from 'zod';
import { CATEGORIES, TASK_STATUSES, TIERS, type TaskStatus } from './constants.js';
import { docIdField } from './schemas/common.js';
import { CONTACT_STATUSES } from './schemas/contact-message.js';
import { emailField } from './schemas/profile.js';
import { settingsInputSchema } from './settings/schema.js';
import { cleanMultiline } from './text.js';

/** Every admin action on someone else's data carries a reason, kept in the audit log. */
export const adminReasonField = z
  .string('admin_reason_required')
  .overwrite(cleanMultiline)
  .trim()
  .min(5, 'admin_reason_required')
  .max(1000, 'admin_reason_too_long');

/** Statuses a task can still be worked on in: an admin may cancel these, with a full refund. */
export const ADMIN_CANCELLABLE_STATUSES = [
  'submitted',
  'ai_drafted',
  'in_review',
  'reopened',
] as const satisfies readonly TaskStatus[];

/**
 * Admins may cancel any task that is not delivered or already cancelled (a delivered task's
 * money goes back through the money-back guarantee instead), beyond the customer's own
 * queued-only cancellation.
 */
export function adminCanCancel(status: TaskStatus): boolean {
  return (ADMIN_CANCELLABLE_STATUSES as readonly TaskStatus[]).includes(status);
}

/** Statuses whose due time can pass: the task is still owed to the customer. */
export const OPEN_STATUSES = ADMIN_CANCELLABLE_STATUSES;

/** Largest single adjustment an admin can make, so a typo (5000 for 5) cannot mint a fortune. */
export const MAX_CREDIT_ADJUSTMENT = 1000;

export const ADMIN_TASK_PAGE_SIZE = 20;

/** The admin task list's filters, as the URL and the form carry them. */
export const adminTaskFiltersSchema = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  category: z.enum(CATEGORIES).optional(),
  tier: z.enum(TIERS).optional(),
  overdue: z.boolean().optional(),
  email: emailField.optional(),
});
export type AdminTaskFilters = z.infer<typeof adminTaskFiltersSchema>;

/**
 * The Firestore query the admin task list runs, as data, so it can be unit-tested and built by
 * the web's query builder: equality filters, then either newest first or, for overdue tasks, the
 * most overdue first (an inequality on dueAt needs dueAt as the first order). `empty` means the
 * filters cannot match anything (overdue and a finished status), so no read is made at all.
 */
export interface AdminTaskQuerySpec {
  equals: { field: 'status' | 'category' | 'tier' | 'userId'; value: string }[];
  statusIn: readonly TaskStatus[] | null;
  dueBeforeMs: number | null;
  orderBy: 'submittedAt' | 'dueAt';
  direction: 'asc' | 'desc';
  empty: boolean;
}

export function adminTaskQuerySpec(
  f: Omit<AdminTaskFilters, 'email'> & { userId?: string | null },
  nowMs: number,
): AdminTaskQuerySpec {
  const equals: AdminTaskQuerySpec['equals'] = [];
  if (f.status) equals.push({ field: 'status', value: f.status });
  if (f.category) equals.push({ field: 'category', value: f.category });
  if (f.tier) equals.push({ field: 'tier', value: f.tier });
  if (f.userId) equals.push({ field: 'userId', value: f.userId });
  if (!f.overdue)
    return { equals, statusIn: null, dueBeforeMs: null, orderBy: 'submittedAt', direction: 'desc', empty: false };
  const empty = f.status !== undefined && !(OPEN_STATUSES as readonly TaskStatus[]).includes(f.status);
  return {
    equals,
    statusIn: f.status ? null : OPEN_STATUSES,
    dueBeforeMs: nowMs,
    orderBy: 'dueAt',
    direction: 'asc',
    empty,
  };
}

/** Whether a task is past its due time and still owed. */
export function isOverdue(task: { status: TaskStatus; dueAt: number | null }, nowMs: number): boolean {
  return task.dueAt !== null && task.dueAt < nowMs && (OPEN_STATUSES as readonly TaskStatus[]).includes(task.status);
}

/** Admin callables: settings, task management, credits and the contact inbox. */
export const adminContracts = {
  /** Replaces both settings documents in one transaction; audited with every changed field. */
  updateSettings: {
    input: z.object({ settings: settingsInputSchema }),
    output: z.object({ changed: z.number() }),
  },
  reassignReviewer: {
    input: z.object({ taskId: docIdField, reviewerId: docIdField, reason: adminReasonField }),
    output: z.object({ reviewerId: z.string() }),
  },
  /** Cancels a task that is not delivered yet and returns its full price (credits, or the card). */
  adminCancelTask: {
    input: z.object({ taskId: docIdField, reason: adminReasonField }),
    output: z.object({ refundedCredits: z.number(), cardRefundPending: z.boolean() }),
  },
  resendDeliveryEmail: {
    input: z.object({ taskId: docIdField, reason: adminReasonField }),
    output: z.object({ to: z.string() }),
  },
  /**
   * Adds (positive) or removes (negative) credits on a paying account's wallet (a person's own
   * account id, or a team id), with a ledger entry; never below zero.
   */
  adjustCredits: {
    input: z.object({
      accountId: docIdField,
      credits: z
        .number('credits_adjustment_invalid')
        .int('credits_adjustment_invalid')
        .min(-MAX_CREDIT_ADJUSTMENT, 'credits_adjustment_too_large')
        .max(MAX_CREDIT_ADJUSTMENT, 'credits_adjustment_too_large')
        .refine((n) => n !== 0, 'credits_adjustment_invalid'),
      reason: adminReasonField,
    }),
    output: z.object({ balance: z.number() }),
  },
  setContactStatus: {
    input: z.object({ messageId: docIdField, status: z.enum(CONTACT_STATUSES, 'contact_status_required') }),
    output: z.object({ status: z.enum(CONTACT_STATUSES) }),
  },
};
