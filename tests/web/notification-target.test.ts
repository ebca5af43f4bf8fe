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
