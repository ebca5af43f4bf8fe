import { toMillis } from './millis.js';

// Without zod (queue.ts holds the queue's schemas): signed-in screens count a task's place in
// line with these, and importing them must not bring zod and the schemas into their first load.

const KEY_DIGITS = 15; // millis up to the year 33658, so string order equals numeric order

/**
 * The total earliest-deadline-first order as one string: queue key (submission + tier hours),
 * then submission time (ties go to the earlier submission), then the task id, which is also the
 * last tiebreak Firestore applies to `orderBy(queueKey, submittedAt)`. Both sides build it from
 * the task, so the count a customer runs and the head the scheduler activates agree.
 */
export function queueOrder(queueKey: number, submittedAtMs: number, taskId: string): string {
  const pad = (n: number) => String(Math.max(0, Math.floor(n))).padStart(KEY_DIGITS, '0');
  return `${pad(queueKey)}_${pad(submittedAtMs)}_${taskId}`;
}

/** A task's order key from its own fields (what the web and the functions both use). */
export function taskQueueOrder(
  taskId: string,
  task: { queueKey: number; submittedAt: Parameters<typeof toMillis>[0] },
): string {
  return queueOrder(task.queueKey, toMillis(task.submittedAt) ?? 0, taskId);
}

/**
 * The filter a customer's screen counts the queue index with: the entries strictly ahead of
 * the task. Its position is that count plus one (positionFromAhead).
 */
export function aheadInQueueFilter(
  taskId: string,
  task: { queueKey: number; submittedAt: Parameters<typeof toMillis>[0] },
) {
  return { field: 'order', op: '<', value: taskQueueOrder(taskId, task) } as const;
}

/** A queued task's place in line, 1-based, from the number of entries ahead of it. */
export function positionFromAhead(ahead: number): number {
  return Math.max(0, ahead) + 1;
}
