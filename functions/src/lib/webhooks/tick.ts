import { WEBHOOK_LIMITS } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin.js';
import { col } from '../collections.js';
import type { AddressPolicy } from './address-policy.js';
import { attemptDelivery } from './attempt.js';

/** Deliveries tried per run; the rest wait for the next run. */
const PER_RUN = 100;
const AT_ONCE = 8;

export interface WebhookTickResult {
  due: number;
  succeeded: number;
  failed: number;
  disabled: number;
}

/**
 * One retry run at `nowMs` (injected: tests and `npm run tick` choose the clock): the deliveries
 * whose next attempt is due (a range on `nextAttemptAt`, which is null unless pending), 8 at a
 * time. Each attempt claims its delivery first, so overlapping runs send it once.
 */
export async function runWebhookTick(nowMs: number, policy?: AddressPolicy): Promise<WebhookTickResult> {
  const due = await col
    .webhookDeliveries()
    .where('nextAttemptAt', '<=', Timestamp.fromMillis(nowMs))
    .orderBy('nextAttemptAt')
    .limit(PER_RUN)
    .get();
  const out: WebhookTickResult = { due: due.size, succeeded: 0, failed: 0, disabled: 0 };
  const ids = due.docs.map((d) => d.id);
  for (let i = 0; i < ids.length; i += AT_ONCE) {
    const results = await Promise.all(
      ids.slice(i, i + AT_ONCE).map((id) => attemptDelivery(id, nowMs, policy ? { policy } : {})),
    );
    for (const { result } of results) {
      if (result === 'succeeded') out.succeeded += 1;
      else if (result === 'failed') out.failed += 1;
      else if (result === 'disabled') out.disabled += 1;
    }
  }
  return out;
}

/** Deletes deliveries older than 30 days, oldest first, at most `maxBatches` batches of 300 per run. */
export async function purgeOldWebhookDeliveries(now: Date = new Date(), maxBatches = 10): Promise<number> {
  const cutoff = Timestamp.fromMillis(now.getTime() - WEBHOOK_LIMITS.retentionDays * 86_400_000);
  let deleted = 0;
  for (let i = 0; i < maxBatches; i += 1) {
    const snap = await col.webhookDeliveries().where('createdAt', '<', cutoff).orderBy('createdAt').limit(300).get();
    if (snap.empty) break;
    const batch = db.batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snap.size;
    if (snap.size < 300) break;
  }
  return deleted;
}
