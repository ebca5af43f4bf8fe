import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { col } from '../lib/collections.js';
import { manageableEndpoint } from '../lib/webhooks/access.js';

/**
 * Deletes an endpoint and its secret. Its logged deliveries stay until their 30 days are up (a
 * pending one is marked failed at its next try, finding no endpoint).
 */
export const deleteWebhookEndpoint = defineCallable(
  'deleteWebhookEndpoint',
  'user',
  async ({ endpointId }, { uid }) => {
    await db.runTransaction(async (tx) => {
      const { ref, endpoint } = await manageableEndpoint(tx, uid, endpointId);
      tx.delete(ref);
      tx.delete(col.webhookSecret(endpointId));
      writeAudit(tx, {
        actorUserId: uid,
        subjectUserId: endpoint.accountId,
        action: 'webhook_endpoint_deleted',
        entityType: 'webhook_endpoint',
        entityId: endpointId,
        metadata: { url: endpoint.url },
      });
    });
    return { ok: true as const };
  },
);
