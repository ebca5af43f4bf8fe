import { LIMITS, TASK_NOTIFICATION_TEMPLATES, type NotificationTemplate, type TaskStatus } from './constants.js';
import type { NotificationPayload } from './schemas/notification.js';

/**
 * How data changes become notifications. Pure: the Firestore triggers call these with the
 * before/after documents and write what they return. Each result carries a deterministic id,
 * so a trigger that runs twice for one change (triggers are at-least-once) writes one doc.
 *
 * Mapping (every task status change notifies the owner, so they never have to poll):
 *   status → delivered                 task_delivered (also e-mailed)
 *   status → in_review                 task_review_request ("a person is reviewing your task";
 *                                      also after a revision request, reopened → in_review)
 *   any other status change            task_status_update { new_status }
 *   slaWarned false → true             sla_warning
 *   lateRefunded false → true          task_status_update { message: 'late_refund', amount }
 *   refund request pending → decided   task_status_update { message: 'refund_approved' |
 *                                      'refund_declined', amount } (also e-mailed)
 *   wallet balance crosses below the   credit_low { credits_remaining }
 *   price of a standard basic task
 *   payment (payments work, later)     payment_success { amount, credits_remaining? }
 * Queue moves (queued → active, position changes) are not status changes and notify nothing.
 */

/** Message codes carried in payload.message; the web and the e-mails translate them. */
export const NOTIFICATION_MESSAGES = ['late_refund', 'refund_approved', 'refund_declined'] as const;
export type NotificationMessage = (typeof NOTIFICATION_MESSAGES)[number];

export type NotificationFilter = 'all' | 'unread' | 'tasks' | 'system';
export const NOTIFICATION_FILTERS: readonly NotificationFilter[] = ['all', 'unread', 'tasks', 'system'];

/** The bell's filters: tasks = status update, delivered, review request, SLA warning; system = the rest. */
export function notificationGroup(templateKey: NotificationTemplate): 'tasks' | 'system' {
  return TASK_NOTIFICATION_TEMPLATES.includes(templateKey) ? 'tasks' : 'system';
}

export function matchesFilter(
  n: { templateKey: NotificationTemplate; read: boolean },
  filter: NotificationFilter,
): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'unread':
      return !n.read;
    default:
      return notificationGroup(n.templateKey) === filter;
  }
}

/** The bell's badge: nothing at 0, the count up to 99, then '99+', so the badge keeps its width. */
export function unreadBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > LIMITS.unreadBadgeCap ? `${LIMITS.unreadBadgeCap}+` : String(count);
}

export interface PlannedNotification {
  /** The notification document id: derived from the event, so retries collapse into one doc. */
  id: string;
  userId: string;
  templateKey: NotificationTemplate;
  payload: NotificationPayload;
  /** Which transactional e-mail accompanies it, if any. */
  email?: 'task_delivered' | 'refund_decision';
  /** Set on notices to staff: the customer's paying account they are about (see notificationSchema). */
  aboutAccountId?: string;
}

interface TaskLike {
  userId: string;
  title: string;
  status: TaskStatus;
  priceCredits: number;
  slaWarned?: boolean;
  lateRefunded?: boolean;
  history?: readonly unknown[];
}

function templateForStatus(to: TaskStatus): NotificationTemplate {
  if (to === 'delivered') return 'task_delivered';
  if (to === 'in_review') return 'task_review_request';
  return 'task_status_update';
}

/**
 * Whether an update of a task touched anything a notification depends on (status, the SLA
 * warning flag, the late-refund flag). The task trigger returns on false before doing any
 * work, so writes that only move queue fields (activation, draft nudges) cost nothing more.
 */
export function taskChangeMayNotify(before: TaskLike, after: TaskLike): boolean {
  return (
    before.status !== after.status ||
    !before.slaWarned !== !after.slaWarned ||
    !before.lateRefunded !== !after.lateRefunded
  );
}

/** Notifications owed for one update of tasks/{taskId}. */
export function notificationsForTaskChange(taskId: string, before: TaskLike, after: TaskLike): PlannedNotification[] {
  const out: PlannedNotification[] = [];
  if (!taskChangeMayNotify(before, after)) return out;
  const base = { task_id: taskId, task_title: after.title };
  if (before.status !== after.status) {
    const templateKey = templateForStatus(after.status);
    // history.length numbers the transitions; the status is a fallback for writers without history.
    const step = after.history?.length ?? 0;
    out.push({
      id: `${taskId}_s${step}_${after.status}`,
      userId: after.userId,
      templateKey,
      payload: { ...base, new_status: after.status },
      ...(templateKey === 'task_delivered' ? { email: 'task_delivered' as const } : {}),
    });
  }
  if (!before.slaWarned && after.slaWarned === true) {
    out.push({ id: `${taskId}_sla`, userId: after.userId, templateKey: 'sla_warning', payload: base });
  }
  if (!before.lateRefunded && after.lateRefunded === true) {
    out.push({
      id: `${taskId}_late`,
      userId: after.userId,
      templateKey: 'task_status_update',
      payload: { ...base, message: 'late_refund', amount: after.priceCredits },
    });
  }
  return out;
}

interface RefundLike {
  userId: string;
  taskId: string;
  taskTitle: string;
  credits: number;
  creditsReturned?: number;
  status: 'pending' | 'approved' | 'declined';
}

/** The notification owed when an admin decides refundRequests/{requestId}. */
export function notificationForRefundDecision(
  requestId: string,
  before: RefundLike,
  after: RefundLike,
): PlannedNotification | null {
  if (before.status !== 'pending' || after.status === 'pending') return null;
  return {
    id: `refund_${requestId}`,
    userId: after.userId,
    templateKey: 'task_status_update',
    payload: {
      task_id: after.taskId,
      task_title: after.taskTitle,
      message: after.status === 'approved' ? 'refund_approved' : 'refund_declined',
      amount: after.creditsReturned ?? after.credits,
    },
    email: 'refund_decision',
  };
}

/**
 * credit_low when a balance drops from at least `threshold` to below it (the price of a standard
 * basic task, from the settings). `eventKey` identifies the write (its commit time).
 */
export function notificationForWalletChange(
  uid: string,
  before: { balance: number },
  after: { balance: number },
  threshold: number,
  eventKey: string,
): PlannedNotification | null {
  if (!(before.balance >= threshold && after.balance < threshold)) return null;
  return {
    id: `${uid}_low_${eventKey}`,
    userId: uid,
    templateKey: 'credit_low',
    payload: { credits_remaining: after.balance },
  };
}
