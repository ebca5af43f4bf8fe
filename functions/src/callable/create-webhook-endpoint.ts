import { WEBHOOK_LIMITS, type WebhookEndpoint } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { col } from '../lib/collections.js';
import { policyFromEnv, resolveChecked } from '../lib/webhooks/address-policy.js';
import { requireWebhookManager } from '../lib/webhooks/access.js';
import { newWebhookSecret } from '../lib/webhooks/secrets.js';

/**
 * Registers a webhook endpoint: the person for their own account, an owner for a team's. The URL
 * must pass the address policy now (and again at each delivery). The signing secret is returned
 * once; only the server keeps it.
 */
export const createWebhookEndpoint = defineCallable(
  'createWebhookEndpoint',
  'user',
  async ({ accountId: asked, url, events }, { uid }) => {
    const accountId = asked ?? uid;
    const checked = await resolveChecked(url, policyFromEnv());
    if (!checked.ok)
      throw new HttpsError('invalid-argument', 'This URL cannot receive webhooks', {
        reason: checked.reason,
        fields: { url: checked.reason },
      });
    const ref = col.webhookEndpoints().doc();
    const { secret, prefix } = newWebhookSecret();
    await db.runTransaction(async (tx) => {
      await requireWebhookManager(tx, uid, accountId);
      const existing = await tx.get(
        col.webhookEndpoints().where('accountId', '==', accountId).limit(WEBHOOK_LIMITS.endpointsPerAccount).select(),
      );
      if (existing.size >= WEBHOOK_LIMITS.endpointsPerAccount)
        throw new HttpsError('resource-exhausted', 'Too many endpoints', { reason: 'webhook_endpoints_full' });
      const now = Timestamp.now();
      const endpoint: WebhookEndpoint = {
        accountId,
        createdBy: uid,
        url: checked.url.toString(),
        events,
        status: 'enabled',
        disabledReason: null,
        failingSince: null,
        secretPrefix: prefix,
        secretRotatedAt: now,
        createdAt: now,
        updatedAt: now,
      };
      tx.create(ref, endpoint);
      tx.create(col.webhookSecret(ref.id), { accountId, secret });
      writeAudit(tx, {
        actorUserId: uid,
        subjectUserId: accountId,
        action: 'webhook_endpoint_created',
        entityType: 'webhook_endpoint',
        entityId: ref.id,
        metadata: { url: endpoint.url, events },
      });
    });
    return { endpointId: ref.id, secret };
  },
);
