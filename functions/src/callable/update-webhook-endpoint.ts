import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { manageableEndpoint } from '../lib/webhooks/access.js';

/** Changes an endpoint's events, or disables or enables it (enabling starts its failure count afresh). */
export const updateWebhookEndpoint = defineCallable(
  'updateWebhookEndpoint',
  'user',
  async ({ endpointId, events, enabled }, { uid }) => {
    await db.runTransaction(async (tx) => {
      const { ref, endpoint } = await manageableEndpoint(tx, uid, endpointId);
      const status = enabled === undefined ? endpoint.status : enabled ? 'enabled' : 'disabled';
      tx.update(ref, {
        ...(events ? { events } : {}),
        status,
        disabledReason: status === 'enabled' ? null : enabled === false ? 'by_owner' : endpoint.disabledReason,
        ...(enabled ? { failingSince: null } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
      writeAudit(tx, {
        actorUserId: uid,
        subjectUserId: endpoint.accountId,
        action: 'webhook_endpoint_updated',
        entityType: 'webhook_endpoint',
        entityId: endpointId,
        metadata: { ...(events ? { events } : {}), ...(enabled === undefined ? {} : { enabled }) },
      });
    });
    return { ok: true as const };
  },
);
