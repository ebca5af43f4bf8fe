import { canTransition, transitionStatsEvent, type Task, type TaskStatus } from '@tasklane/domain';
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { writeAudit } from './audit.js';
import { syncKitAccess } from './kit-access.js';
import { recordStats } from './stats.js';

/**
 * Write phase of every status change: checks the lifecycle, appends the history entry and the
 * audit entry, and applies the extra fields, in the caller's transaction. The owner's
 * notification follows from a trigger on the status change (triggers/), never from here.
 */
export function transitionTask(
  tx: Transaction,
  ref: DocumentReference,
  task: Task,
  to: TaskStatus,
  by: string,
  extra: Record<string, unknown> = {},
  note?: string,
): void {
  if (!canTransition(task.status, to)) {
    throw new HttpsError('failed-precondition', `A ${task.status} task cannot become ${to}`);
  }
  const at = Timestamp.now();
  const entry = { at, by, from: task.status, to, ...(note ? { note } : {}) };
  // Statistics follow the status change in the same transaction; a first delivery also keeps
  // whether it was on time, since a revision later moves dueAt and the backfill needs the answer.
  const stats = transitionStatsEvent(task, to, at.toMillis(), { draftFailed: extra.draftFailed === true });
  const firstDelivery =
    stats?.kind === 'task_delivered' && stats.first ? { firstDeliveredAt: at, deliveredOnTime: stats.onTime } : {};
  // A closed task's files are kept for a set time after this moment (the retention job's clock);
  // a reopened task is open again until its next delivery.
  const closing =
    to === 'delivered' || to === 'cancelled' ? { closedAt: at } : to === 'reopened' ? { closedAt: null } : {};
  tx.update(ref, {
    ...closing,
    ...extra,
    ...firstDelivery,
    status: to,
    history: FieldValue.arrayUnion(entry),
    updatedAt: FieldValue.serverTimestamp(),
  });
  if (stats) recordStats(tx, stats);
  // Who may read the account's brand kit follows the task: its reviewer until delivery, or the pool.
  syncKitAccess(
    tx,
    ref.id,
    { ...task, status: to, reviewerId: 'reviewerId' in extra ? (extra.reviewerId as string | null) : task.reviewerId },
    ref.firestore,
  );
  writeAudit(tx, {
    actorUserId: by,
    subjectUserId: task.userId,
    action: 'task_transition',
    entityType: 'task',
    entityId: ref.id,
    metadata: { from: task.status, to, ...(note ? { note } : {}) },
  });
}
