import { describe, expect, it } from 'vitest';
import { notificationTarget } from '../../web/src/features/notifications/utils/notification-text';

const paths = {
  task: (id: string) => `/tasks/${id}`,
  credits: '/credits',
  review: (id: string) => `/admin/review/${id}`,
};

describe('notificationTarget', () => {
  it("leads staff notices to the review workspace and the customer's to their task", () => {
    expect(notificationTarget({ templateKey: 'review_assigned', payload: { task_id: 't1' } }, paths)).toBe(
      '/admin/review/t1',
    );
    expect(notificationTarget({ templateKey: 'review_pool', payload: { task_id: 't1' } }, paths)).toBe(
      '/admin/review/t1',
    );
    expect(notificationTarget({ templateKey: 'review_at_risk', payload: { task_id: 't1' } }, paths)).toBe(
      '/admin/review/t1',
    );
    expect(notificationTarget({ templateKey: 'task_delivered', payload: { task_id: 't1' } }, paths)).toBe('/tasks/t1');
  });
});

describe('a skipped recurring task', () => {
  const withSchedules = { ...paths, schedules: '/schedules' };
  const skipped = (schedule_reason: string) => ({
    templateKey: 'schedule_update' as const,
    payload: { schedule_id: 's1', schedule_event: 'skipped' as const, schedule_reason },
  });

  it('leads to buying credits only when credits were short; otherwise to the schedules', () => {
    expect(notificationTarget(skipped('insufficient_credits'), withSchedules)).toBe('/credits');
    expect(notificationTarget(skipped('terms_not_accepted'), withSchedules)).toBe('/schedules');
    expect(notificationTarget(skipped('price_above_approved'), withSchedules)).toBe('/schedules');
    expect(notificationTarget(skipped('spending_cap'), withSchedules)).toBe('/schedules');
  });
});
