import {
  DEFAULT_SETTINGS,
  NOTIFICATION_TEMPLATES,
  matchesFilter,
  notificationForRefundDecision,
  notificationForWalletChange,
  notificationGroup,
  notificationsForTaskChange,
  priceOf,
  unreadBadgeText,
  type TaskStatus,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const task = (status: TaskStatus, over: Record<string, unknown> = {}) => ({
  userId: 'u1',
  title: 'Polish my About page',
  status,
  priceCredits: 2,
  slaWarned: false,
  lateRefunded: false,
  history: [{}, {}],
  ...over,
});

describe('notification helpers', () => {
  it('caps the badge at 99+ and hides it at 0', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(120)).toBe('99+');
  });

  it('groups templates as the spec filters do', () => {
    const tasks = NOTIFICATION_TEMPLATES.filter((k) => notificationGroup(k) === 'tasks');
    const system = NOTIFICATION_TEMPLATES.filter((k) => notificationGroup(k) === 'system');
    expect(tasks).toEqual([
      'task_status_update',
      'task_delivered',
      'task_review_request',
      'sla_warning',
      'review_assigned',
      'review_pool',
      'thread_message',
      'task_waiting',
      'review_at_risk',
    ]);
    expect(system).toEqual([
      'credit_low',
      'payment_success',
      'payment_failed',
      'quote_update',
      'quote_request',
      'approval_request',
      'approval_update',
      'schedule_notice',
      'schedule_update',
      'api_key_revoked',
      'webhook_disabled',
    ]);
  });

  it('filters all / unread / tasks / system', () => {
    const unreadTask = { templateKey: 'task_delivered' as const, read: false };
    const readSystem = { templateKey: 'credit_low' as const, read: true };
    expect([unreadTask, readSystem].filter((n) => matchesFilter(n, 'all'))).toHaveLength(2);
    expect([unreadTask, readSystem].filter((n) => matchesFilter(n, 'unread'))).toEqual([unreadTask]);
    expect([unreadTask, readSystem].filter((n) => matchesFilter(n, 'tasks'))).toEqual([unreadTask]);
    expect([unreadTask, readSystem].filter((n) => matchesFilter(n, 'system'))).toEqual([readSystem]);
  });
});

describe('notificationsForTaskChange', () => {
  it('maps delivered, in_review and other statuses to their templates', () => {
    const delivered = notificationsForTaskChange('t1', task('in_review'), task('delivered', { history: [1, 2, 3, 4] }));
    expect(delivered).toEqual([
      {
        id: 't1_s4_delivered',
        userId: 'u1',
        templateKey: 'task_delivered',
        payload: { task_id: 't1', task_title: 'Polish my About page', new_status: 'delivered' },
        email: 'task_delivered',
      },
    ]);
    expect(notificationsForTaskChange('t1', task('ai_drafted'), task('in_review'))[0]?.templateKey).toBe(
      'task_review_request',
    );
    const reopened = notificationsForTaskChange('t1', task('delivered'), task('reopened'))[0];
    expect(reopened?.templateKey).toBe('task_status_update');
    expect(reopened?.payload.new_status).toBe('reopened');
    expect(reopened?.email).toBeUndefined();
  });

  it('gives the same id to the same event and different ids to later transitions', () => {
    const a = notificationsForTaskChange('t1', task('ai_drafted'), task('in_review', { history: [1, 2, 3] }));
    const again = notificationsForTaskChange('t1', task('ai_drafted'), task('in_review', { history: [1, 2, 3] }));
    const later = notificationsForTaskChange('t1', task('reopened'), task('in_review', { history: [1, 2, 3, 4, 5] }));
    expect(a[0]?.id).toBe(again[0]?.id);
    expect(later[0]?.id).not.toBe(a[0]?.id);
  });

  it('notifies nothing when only other fields change', () => {
    expect(notificationsForTaskChange('t1', task('submitted'), task('submitted', { title: 'x' }))).toEqual([]);
    expect(
      notificationsForTaskChange('t1', task('submitted', { slaWarned: true }), task('submitted', { slaWarned: true })),
    ).toEqual([]);
  });

  it('raises the SLA warning and the late refund once each', () => {
    const out = notificationsForTaskChange(
      't1',
      task('ai_drafted'),
      task('ai_drafted', { slaWarned: true, lateRefunded: true }),
    );
    expect(out.map((n) => [n.id, n.templateKey, n.payload.message, n.payload.amount])).toEqual([
      ['t1_sla', 'sla_warning', undefined, undefined],
      ['t1_late', 'task_status_update', 'late_refund', 2],
    ]);
  });
});

describe('notificationForRefundDecision', () => {
  const req = (status: 'pending' | 'approved' | 'declined') => ({
    userId: 'u1',
    taskId: 't1',
    taskTitle: 'T',
    credits: 3,
    status,
  });
  it('notifies when pending becomes approved or declined', () => {
    expect(notificationForRefundDecision('r1', req('pending'), req('approved'))).toMatchObject({
      id: 'refund_r1',
      payload: { message: 'refund_approved', amount: 3, task_id: 't1' },
      email: 'refund_decision',
    });
    expect(notificationForRefundDecision('r1', req('pending'), req('declined'))?.payload.message).toBe(
      'refund_declined',
    );
  });
  it('ignores other updates', () => {
    expect(notificationForRefundDecision('r1', req('pending'), req('pending'))).toBeNull();
    expect(notificationForRefundDecision('r1', req('approved'), req('approved'))).toBeNull();
  });
});

describe('notificationForWalletChange', () => {
  const threshold = priceOf('admin_docs', 'standard', DEFAULT_SETTINGS).credits;
  it('fires only when the balance crosses below the price of a standard basic task', () => {
    expect(threshold).toBe(1);
    expect(notificationForWalletChange('u1', { balance: 1 }, { balance: 0 }, threshold, 'k')).toMatchObject({
      id: 'u1_low_k',
      templateKey: 'credit_low',
      payload: { credits_remaining: 0 },
    });
    expect(notificationForWalletChange('u1', { balance: 3 }, { balance: 1 }, threshold, 'k')).toBeNull();
    expect(notificationForWalletChange('u1', { balance: 0 }, { balance: 0 }, threshold, 'k')).toBeNull();
    expect(notificationForWalletChange('u1', { balance: 5 }, { balance: 3 }, 4, 'k')?.payload.credits_remaining).toBe(
      3,
    );
  });
});
