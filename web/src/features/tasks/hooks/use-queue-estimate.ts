import { useLingui } from '@lingui/react/macro';
import { estimateSchedule, type Task } from '@tasklane/domain';
import { useNow } from '../../../hooks/use-now';
import { useSettings } from '../../../lib/data/use-settings';
import { formatDateTime } from '../../../lib/format';
import { useQueuePosition } from '../api/use-queue-positions';

type QueueFields = Pick<Task, 'status' | 'queueStatus' | 'queueKey' | 'submittedAt' | 'tier'>;

export type QueueEstimate = {
  status: 'loading' | 'success' | 'error';
  /** 1-based place in line, or null while it is counted (or could not be). */
  position: number | null;
  /** Estimated start and delivery, formatted for the reader's locale; empty until the position is known. */
  start: string;
  delivery: string;
};

/**
 * A queued task's live place in line with its estimated start and delivery, computed the same
 * way wherever a queued task is shown (its page, the dashboard, the task list), so they never
 * disagree. Queued means every production slot is taken: the task waits for (position) slots to free.
 * Counting starts once `listening`.
 */
export function useQueueEstimate(id: string, task: QueueFields, listening = true): QueueEstimate {
  const { i18n } = useLingui();
  const { settings } = useSettings(listening);
  const now = useNow();
  const live = useQueuePosition(id, task, listening);
  const position = live.position;
  if (position === null) return { status: live.status, position: null, start: '', delivery: '' };
  const schedule = estimateSchedule({
    tasksAhead: Math.max(0, position - 1),
    capacity: settings.queueCapacity,
    occupied: settings.queueCapacity,
    tierHours: settings.tiers[task.tier].hours,
    nowMs: now,
  });
  return {
    status: 'success',
    position,
    start: formatDateTime(schedule.startMs, i18n.locale),
    delivery: formatDateTime(schedule.deliveryMs, i18n.locale),
  };
}
