import type { Task } from '@tasklane/domain';
import type { Transaction } from 'firebase-admin/firestore';
import type { CallContext } from '../callable.js';
import { isStaffOnTask } from '../reviewers.js';
import { isCustomerSide as isAccountSide } from '../teams.js';
import { col } from '../collections.js';

type Caller = Pick<CallContext<'user'>, 'uid' | 'isAdmin' | 'isReviewer'>;

/** Staff at all: admins and reviewers. Which threads a reviewer may use is decided per task below. */
export function isStaff(ctx: Pick<CallContext, 'isAdmin' | 'isReviewer'>): boolean {
  return ctx.isAdmin || ctx.isReviewer;
}

/**
 * Staff on one task's or quote's thread: admins on every thread; a reviewer on the threads of the
 * tasks they may work on (assigned to them, or in the pool), as for the task itself. Quotes are
 * the admins'. firestore.rules says the same in `isStaffOnThread`.
 */
export function isStaffOn(
  ctx: Caller,
  target: { kind: 'task'; task: Pick<Task, 'status' | 'reviewerId'> } | { kind: 'quote' },
): boolean {
  if (ctx.isAdmin) return true;
  return target.kind === 'task' && isStaffOnTask(ctx, target.task);
}

/** The same from a thread's id (task_<id> or quote_<id>), reading the task in the caller's transaction. */
export async function isStaffOnThreadId(tx: Transaction, ctx: Caller, threadId: string): Promise<boolean> {
  if (ctx.isAdmin) return true;
  if (!ctx.isReviewer) return false;
  const taskId = /^task_([^_/]+)$/.exec(threadId)?.[1];
  if (!taskId) return false;
  const task = (await tx.get(col.task(taskId))).data() as Task | undefined;
  return task !== undefined && isStaffOnTask(ctx, task);
}

/**
 * Whether a user is on the customer's side of a task, a quote or a thread: its user for a
 * personal record, every current member for a team's (the teams module decides, in one place).
 */
export function isCustomerSide(
  uid: string,
  entity: { userId: string; accountId?: string | null },
  tx: Transaction,
): Promise<boolean> {
  return isAccountSide(uid, entity, tx);
}
