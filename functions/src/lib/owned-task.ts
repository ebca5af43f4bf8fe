import type { Task } from '@tasklane/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isCustomerSide } from './teams.js';
import { col } from './collections.js';

/**
 * Read phase: a task on the caller's customer side (theirs, or their team's). A missing task and
 * anyone else's give the same 'not-found', so a task id never reveals that someone else's task exists.
 */
export async function readOwnedTask(
  tx: Transaction,
  taskId: string,
  uid: string,
): Promise<{ ref: DocumentReference; task: Task }> {
  const ref = col.task(taskId);
  const snap = await tx.get(ref);
  const task = snap.data();
  if (!task || !(await isCustomerSide(uid, task, tx))) throw new HttpsError('not-found', 'Task not found');
  return { ref, task };
}

export function millis(v: Task['deliveredAt']): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (v instanceof Date) return v.getTime();
  return v.toMillis();
}
