import {
  PENDING_UPLOAD_TTL_MS,
  REGION,
  TIME_ZONE,
  filesOf,
  filesPurgeCutoff,
  storedFileSchema,
} from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { z } from 'zod';
import { db } from '../lib/admin.js';
import { col } from '../lib/collections.js';
import { markThreadFilesPurged } from '../lib/threads/retention.js';
import { purgeExpiredExports } from '../lib/data-export/retention.js';
import { writeAudit } from '../lib/audit.js';
import { logs } from '../lib/logs.js';
import { SYSTEM_ACTOR } from '../lib/queue.js';
import { readSettings } from '../lib/settings.js';
import { deleteTaskFiles, filesBucket } from '../lib/storage.js';

const heldSchema = z.object({
  userId: z.string(),
  attachments: z.array(storedFileSchema).optional(),
  deliverables: z.array(storedFileSchema).optional(),
});

/**
 * Deletes uploads opened more than a day ago and never finished (the browser closed, the network
 * dropped, or someone opened sessions without sending anything): their bytes, if any reached the
 * bucket, and their pending record. At most `max` per run; the oldest go first.
 */
export async function purgeAbandonedUploads(
  now: Date = new Date(),
  { max = 200 }: { max?: number } = {},
): Promise<{ abandoned: number; more: boolean }> {
  const cutoff = Timestamp.fromMillis(now.getTime() - PENDING_UPLOAD_TTL_MS);
  const snap = await col
    .pendingUploads()
    .where('createdAt', '<=', cutoff)
    .orderBy('createdAt')
    .limit(max + 1)
    .get();
  const due = snap.docs.slice(0, max);
  for (const doc of due) {
    await filesBucket().file(doc.data().objectPath).delete({ ignoreNotFound: true });
    await doc.ref.delete();
  }
  return { abandoned: due.length, more: snap.size > max };
}

/**
 * Deletes the files of tasks closed (delivered or cancelled) more than `retentionDays` ago, at
 * most `maxTasks` tasks per run so one run stays short; the rest go on the next run. The file
 * records stay on the task, marked purged, so its history still says what was exchanged.
 */
export async function purgeExpiredFiles(
  now: Date = new Date(),
  { maxTasks = 200 }: { maxTasks?: number } = {},
): Promise<{ tasks: number; objects: number; more: boolean }> {
  const limits = filesOf(await readSettings());
  const cutoff = Timestamp.fromMillis(filesPurgeCutoff(now.getTime(), limits));
  const snap = await col
    .tasks()
    .where('filesHeld', '==', true)
    .where('closedAt', '<=', cutoff)
    .orderBy('closedAt')
    .limit(maxTasks + 1)
    .get();
  const due = snap.docs.slice(0, maxTasks);
  let objects = 0;
  for (const doc of due) {
    objects += await deleteTaskFiles(doc.id);
    const purgedAt = Timestamp.fromDate(now);
    await db.runTransaction(async (tx) => {
      const fresh = await tx.get(doc.ref);
      const parsed = heldSchema.safeParse(fresh.data());
      if (!parsed.success) return;
      const mark = (files: z.infer<typeof storedFileSchema>[] | undefined) =>
        (files ?? []).map((f) => ({ ...f, purgedAt: f.purgedAt ?? purgedAt }));
      tx.update(doc.ref, {
        attachments: mark(parsed.data.attachments),
        deliverables: mark(parsed.data.deliverables),
        filesHeld: false,
        updatedAt: FieldValue.serverTimestamp(),
      });
      writeAudit(tx, {
        actorUserId: SYSTEM_ACTOR,
        subjectUserId: parsed.data.userId,
        action: 'files_purged',
        entityType: 'task',
        entityId: doc.id,
        metadata: { reason: 'retention' },
      });
    });
    await markThreadFilesPurged(doc.id, purgedAt);
  }
  return { tasks: due.length, objects, more: snap.size > maxTasks };
}

export const fileRetention = onSchedule(
  { schedule: 'every day 04:00', timeZone: TIME_ZONE, region: REGION },
  async () => {
    const { tasks, objects, more } = await purgeExpiredFiles();
    const abandoned = await purgeAbandonedUploads();
    logs.filesPurged(tasks, objects, more || abandoned.more, abandoned.abandoned);
    // Data exports past their 24 hours (docs/features/data-export.md).
    await purgeExpiredExports();
  },
);
