import { LIMITS, REGION, TIME_ZONE } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin.js';
import { col } from '../lib/collections.js';
import { logs } from '../lib/logs.js';
import { purgeOldWebhookDeliveries } from '../lib/webhooks/tick.js';

/**
 * Deletes notifications older than 90 days, oldest first, in batches of `batchSize`, at most
 * `maxBatches` per run so one run stays short; whatever is left goes on the next run.
 * Returns how many it deleted and whether more remain.
 */
export async function purgeOldNotifications(
  now: Date = new Date(),
  { batchSize = 300, maxBatches = 10 }: { batchSize?: number; maxBatches?: number } = {},
): Promise<{ deleted: number; more: boolean }> {
  const cutoff = Timestamp.fromMillis(now.getTime() - LIMITS.notificationRetentionDays * 86_400_000);
  let deleted = 0;
  for (let i = 0; i < maxBatches; i += 1) {
    const snap = await col.notifications().where('createdAt', '<', cutoff).orderBy('createdAt').limit(batchSize).get();
    if (snap.empty) return { deleted, more: false };
    const batch = db.batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snap.size;
    if (snap.size < batchSize) return { deleted, more: false };
  }
  return { deleted, more: true };
}

export const notificationRetention = onSchedule(
  { schedule: 'every day 03:30', timeZone: TIME_ZONE, region: REGION },
  async () => {
    const { deleted, more } = await purgeOldNotifications();
    logs.notificationsPurged(deleted, more);
    // Webhook deliveries are kept 30 days (their log), then go the same night.
    await purgeOldWebhookDeliveries();
  },
);
