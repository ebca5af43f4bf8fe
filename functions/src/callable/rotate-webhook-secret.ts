import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { col } from '../lib/collections.js';
import { manageableEndpoint } from '../lib/webhooks/access.js';
import { newWebhookSecret } from '../lib/webhooks/secrets.js';

/** A new signing secret for an endpoint, returned once; the old one stops signing at once. */
export const rotateWebhookSecret = defineCallable('rotateWebhookSecret', 'user', async ({ endpointId }, { uid }) => {
  const { secret, prefix } = newWebhookSecret();
  await db.runTransaction(async (tx) => {
    const { ref, endpoint } = await manageableEndpoint(tx, uid, endpointId);
    tx.set(col.webhookSecret(endpointId), { accountId: endpoint.accountId, secret });
    tx.update(ref, {
      secretPrefix: prefix,
      secretRotatedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: endpoint.accountId,
      action: 'webhook_secret_rotated',
      entityType: 'webhook_endpoint',
      entityId: endpointId,
      metadata: { secretPrefix: prefix },
    });
  });
  return { endpointId, secret };
});
