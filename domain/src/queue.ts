import { z } from 'zod';
import type { TaskStatus } from './constants.js';
import { timestampLike } from './schemas/common.js';

/**
 * The queue's cost model: a task's position is never stored. Each queued task has one small
 * entry in `queue/{taskId}` holding only its order key (no customer data, so every signed-in
 * customer may count over it), and a customer's screen counts the entries ahead of its task.
 * Activating k tasks, submitting or cancelling one therefore writes only those tasks and their
 * entries, whatever the length of the queue.
 */
export { QUEUE_COLLECTION, QUEUE_STATE_PATH } from './collection-names.js';
/** The state document takes at most one write per this many milliseconds. */
export const QUEUE_STATE_MIN_INTERVAL_MS = 1_000;

export { aheadInQueueFilter, positionFromAhead, queueOrder, taskQueueOrder } from './queue-order.js';

export const queueEntrySchema = z.object({ order: z.string() });
export type QueueEntry = z.infer<typeof queueEntrySchema>;

export const queueStateSchema = z.object({
  changedAt: timestampLike,
  /** Why it last changed, for people reading the document; the web does not depend on it. */
  reason: z.enum(['activated', 'submitted', 'cancelled']),
});
export type QueueStateDoc = z.infer<typeof queueStateSchema>;

/** Statuses a task can be in before its first delivery: only these can owe an SLA warning or a late refund. */
export const SLA_OPEN_STATUSES: readonly TaskStatus[] = ['submitted', 'ai_drafted', 'in_review'];

/**
 * How far ahead of the due time the scheduler looks for tasks to warn. The warning is due at
 * 80% of the promised time, so a task's warning falls within the last 20% of its longest tier.
 */
export function slaWarningLookaheadMs(tierHours: readonly number[], warningFraction: number): number {
  return Math.max(0, ...tierHours) * 3_600_000 * (1 - warningFraction);
}
