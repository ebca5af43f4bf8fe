import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { col } from '../lib/collections.js';
import { manageableEndpoint } from '../lib/webhooks/access.js';
import { attemptDelivery } from '../lib/webhooks/attempt.js';

/**
 * Sends one logged delivery again now, with a fresh signature, whatever became of it (the event id
 * is the same, so a receiver that had it deduplicates). The attempt joins the log.
 */
export const redeliverWebhook = defineCallable('redeliverWebhook', 'user', async ({ deliveryId }, { uid }) => {
  await db.runTransaction(async (tx) => {
    const delivery = (await tx.get(col.webhookDelivery(deliveryId))).data();
    if (!delivery) throw new HttpsError('not-found', 'Delivery not found', { reason: 'webhook_delivery_not_found' });
    const { endpoint } = await manageableEndpoint(tx, uid, delivery.endpointId);
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: endpoint.accountId,
      action: 'webhook_redelivered',
      entityType: 'webhook_endpoint',
      entityId: delivery.endpointId,
      metadata: { deliveryId, eventId: delivery.eventId },
    });
  });
  const { outcome } = await attemptDelivery(deliveryId, Date.now(), { manual: true });
  return { ok: outcome?.ok ?? false, statusCode: outcome?.statusCode ?? null };
});
