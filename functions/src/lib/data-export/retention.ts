import { DATA_EXPORT_STALE_MS, dataExportObjectPath } from '@tasklane/domain';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { col } from '../collections.js';
import { SYSTEM_ACTOR } from '../queue.js';
import { filesBucket } from '../storage.js';

/**
 * Deletes the archives of exports past their 24 hours (the document stays, `expired`, so /profile
 * lists past exports) and those whose document is gone (deleteAccount deletes the documents), and
 * marks failed the builds that died without finishing. At most `max`
 * of each per run; the rest go on the next.
 */
export async function purgeExpiredExports(
  now: Date = new Date(),
  { max = 200 }: { max?: number } = {},
): Promise<{ expired: number; abandoned: number; orphans: number }> {
  const due = await col
    .dataExports()
    .where('status', '==', 'ready')
    .where('expiresAtMs', '<=', now.getTime())
    .limit(max)
    .get();
  for (const doc of due.docs) {
    await filesBucket().file(dataExportObjectPath(doc.id)).delete({ ignoreNotFound: true });
    await db.runTransaction(async (tx) => {
      tx.update(doc.ref, { status: 'expired' });
      writeAudit(tx, {
        actorUserId: SYSTEM_ACTOR,
        subjectUserId: doc.data().requestedBy,
        action: 'data_export_deleted',
        entityType: 'data_export',
        entityId: doc.id,
        metadata: { reason: 'retention' },
      });
    });
  }
  const dead = await col
    .dataExports()
    .where('status', '==', 'building')
    .where('startedAtMs', '<=', now.getTime() - DATA_EXPORT_STALE_MS)
    .limit(max)
    .get();
  for (const doc of dead.docs) {
    await filesBucket().file(dataExportObjectPath(doc.id)).delete({ ignoreNotFound: true });
    await doc.ref.update({ status: 'failed', step: null, error: 'build_abandoned' });
  }
  // An archive whose document is gone (its requester deleted their account) goes too.
  const [objects] = await filesBucket().getFiles({ prefix: 'exports/', maxResults: max });
  let orphans = 0;
  for (const object of objects) {
    const id = object.name.slice('exports/'.length).replace(/\.zip$/, '');
    if (id && !(await col.dataExport(id).get()).exists) {
      await object.delete({ ignoreNotFound: true });
      orphans++;
    }
  }
  return { expired: due.size, abandoned: dead.size, orphans };
}
