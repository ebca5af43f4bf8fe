import { getStorage } from 'firebase-admin/storage';
import './admin.js';

/**
 * The private bucket holding attachments and deliverables. Only functions reach it, through the
 * Admin SDK (storage.rules refuse every client). Locally STORAGE_EMULATOR_HOST sends the same
 * calls to the stand-in; in production they go to the project's default Firebase bucket.
 */
export function filesBucket() {
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-tasklane';
  return getStorage().bucket(process.env.FILES_BUCKET || `${project}.firebasestorage.app`);
}

/** Where a task's files live: one folder per task, so deleting the task's files is one prefix. */
export const taskFilesPrefix = (taskId: string) => `tasks/${taskId}/`;
export const objectPath = (taskId: string, purpose: 'attachment' | 'deliverable', fileId: string) =>
  `${taskFilesPrefix(taskId)}${purpose}s/${fileId}`;

/** Deletes every object of a task; returns how many went. */
export async function deleteTaskFiles(taskId: string): Promise<number> {
  const [files] = await filesBucket().getFiles({ prefix: taskFilesPrefix(taskId) });
  await Promise.all(files.map((f) => f.delete({ ignoreNotFound: true })));
  return files.length;
}

/** Where a schedule's files live (the files of the task it repeats), one folder per schedule. */
export const scheduleFilesPrefix = (scheduleId: string) => `schedules/${scheduleId}/`;
export const scheduleObjectPath = (scheduleId: string, fileId: string) =>
  `${scheduleFilesPrefix(scheduleId)}attachments/${fileId}`;

/**
 * Copies one object within the bucket (Cloud Storage's rewrite: the bytes never leave the
 * service). False when the source is gone (retention purged it, or it was never stored).
 */
export async function copyObject(from: string, to: string): Promise<boolean> {
  const bucket = filesBucket();
  try {
    await bucket.file(from).copy(bucket.file(to));
    return true;
  } catch (err) {
    if ((err as { code?: number }).code === 404) return false;
    throw err;
  }
}

/** Deletes every object of a schedule; returns how many went. */
export async function deleteScheduleFiles(scheduleId: string): Promise<number> {
  const [files] = await filesBucket().getFiles({ prefix: scheduleFilesPrefix(scheduleId) });
  await Promise.all(files.map((f) => f.delete({ ignoreNotFound: true })));
  return files.length;
}
