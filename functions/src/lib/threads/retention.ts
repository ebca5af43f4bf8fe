import { threadId, type StoredFile } from '@tasklane/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin.js';
import { messagesOf } from './thread-writes.js';

/**
 * The files a task's messages list are the task's own files (the upload path stored them in the
 * task's folder), so the retention job deletes their bytes with the task's; this marks them
 * purged in the messages too, as on the task, so the conversation shows them as no longer kept.
 * Returns the messages updated.
 */
export async function markThreadFilesPurged(taskId: string, purgedAt: Timestamp): Promise<number> {
  const snap = await messagesOf(threadId('task', taskId)).get();
  const batch = db.batch();
  let n = 0;
  for (const doc of snap.docs) {
    const files = (doc.get('files') as StoredFile[] | undefined) ?? [];
    if (!files.some((f) => !f.purgedAt)) continue;
    batch.update(doc.ref, { files: files.map((f) => ({ ...f, purgedAt: f.purgedAt ?? purgedAt })) });
    n++;
  }
  if (n > 0) await batch.commit();
  return n;
}
