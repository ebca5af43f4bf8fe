import { z } from 'zod';
import type { TaskStatus } from './constants.js';
import { POOL_STATUSES } from './reviewers.js';

/**
 * kitAccess/{accountId}: which reviewers may read the account's brand kit (and its logo) now.
 * Rules cannot search tasks, so every write that moves a task between reviewers, the pool and
 * delivery keeps this map in the same transaction: task id → the reviewer working on it, or
 * KIT_POOL while any reviewer may take it. A reviewer reads the kit while their uid or KIT_POOL is
 * among the values. Admins read every kit and need no entry.
 */
export { KIT_ACCESS_COLLECTION } from './collection-names.js';
export const KIT_POOL = 'pool';

export const kitAccessSchema = z.object({
  accountId: z.string(),
  holders: z.record(z.string(), z.string()),
});
export type KitAccess = z.infer<typeof kitAccessSchema>;

/**
 * Who may read the kit for this task: its reviewer until it is delivered (again after a
 * revision reopens it), every reviewer while it waits in the pool, nobody once it is delivered or
 * cancelled or before it is drafted.
 */
export function kitHolderOf(task: { status: TaskStatus; reviewerId?: string | null }): string | null {
  if (task.status === 'delivered' || task.status === 'cancelled' || task.status === 'submitted') return null;
  if (task.reviewerId) return task.reviewerId;
  return (POOL_STATUSES as readonly TaskStatus[]).includes(task.status) ? KIT_POOL : null;
}

/** Whether a reviewer may read the kit, from the account's access document. */
export function reviewerHoldsKit(access: Pick<KitAccess, 'holders'> | null | undefined, uid: string): boolean {
  return Object.values(access?.holders ?? {}).some((h) => h === uid || h === KIT_POOL);
}
