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
