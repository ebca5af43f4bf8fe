import { SCHEDULE_MAX_FILES, type Schedule, type StoredFile } from '@tasklane/domain';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { col } from '../collections.js';
import { logs } from '../logs.js';
import { copyObject, objectPath, scheduleObjectPath } from '../storage.js';

/**
 * A schedule's files: the attached files of the task it repeats, copied (not shared) into the
 * schedule's folder when it is made, and from there into each occurrence's task folder, so deleting
 * one task keeps the others' and the schedule's. They live while the schedule lives: deleteSchedule
 * and deleteAccount delete the folder.
 */

/** The files of `taskId` a new schedule of `accountId` carries, read in the schedule's transaction. */
export async function taskFilesForSchedule(tx: Transaction, taskId: string, accountId: string): Promise<StoredFile[]> {
  const task = (await tx.get(col.task(taskId))).data();
  if (!task || (task.accountId ?? task.userId) !== accountId)
    throw new HttpsError('not-found', 'No such task in this account', { reason: 'task_not_found' });
  return (task.attachments ?? []).filter((f) => !f.purgedAt).slice(0, SCHEDULE_MAX_FILES);
}

/**
 * Copies the task's files into the schedule's folder (idempotent: a retried create copies onto the
 * same names). A file whose bytes are gone by then is dropped from the schedule's list.
 */
export async function copyTaskFilesToSchedule(scheduleId: string, taskId: string, files: StoredFile[]): Promise<void> {
  const missing = new Set<string>();
  for (const f of files) {
    const copied = await copyObject(objectPath(taskId, 'attachment', f.id), scheduleObjectPath(scheduleId, f.id));
    if (!copied) missing.add(f.id);
  }
  if (missing.size)
    await col.schedule(scheduleId).update({
      attachments: files.filter((f) => !missing.has(f.id)),
      updatedAt: FieldValue.serverTimestamp(),
    });
}

/** The file records an occurrence's task starts with: the schedule's, dated now. */
export const occurrenceFiles = (schedule: Schedule, nowMs: number): StoredFile[] =>
  (schedule.attachments ?? []).map((f) => ({ ...f, uploadedAt: Timestamp.fromMillis(nowMs) }));

/** Copies the schedule's files into the occurrence's task folder, after the task's commit; its own copy. */
export async function copyScheduleFilesToTask(scheduleId: string, taskId: string, files: StoredFile[]): Promise<void> {
  for (const f of files) {
    const copied = await copyObject(scheduleObjectPath(scheduleId, f.id), objectPath(taskId, 'attachment', f.id));
    if (!copied) logs.scheduleFileMissing(scheduleId, taskId, f.id);
  }
}
