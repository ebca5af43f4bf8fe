import type { Task } from '@tasklane/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { col } from './refs.js';

/**
 * Read phase: the caller's own task. A missing task and another user's task give the same
 * 'not-found', so a task id never reveals that someone else's task exists.
 */
export async function readOwnedTask(tx: Transaction, taskId: string, uid: string): Promise<{ ref: DocumentReference; task: Task }> {
  const ref = col.task(taskId);
  const snap = await tx.get(ref);
  const task = snap.data();
  if (!task || task.userId !== uid) throw new HttpsError('not-found', 'Task not found');
  return { ref, task };
}

export function millis(v: Task['deliveredAt']): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (v instanceof Date) return v.getTime();
  return v.toMillis();
}
