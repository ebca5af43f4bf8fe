import type { WebhookEndpoint } from '@tasklane/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { col } from '../collections.js';
import { requireTeamRole } from '../teams.js';

/**
 * Who manages an account's webhooks: the person for their own account, a team's owners for the
 * team's (members do not: a webhook sends the team's data out). Read in the caller's transaction.
 */
export async function requireWebhookManager(tx: Transaction, uid: string, accountId: string): Promise<void> {
  if (accountId === uid) return;
  await requireTeamRole(uid, accountId, ['owner'], tx);
}

export async function manageableEndpoint(
  tx: Transaction,
  uid: string,
  endpointId: string,
): Promise<{ ref: DocumentReference<WebhookEndpoint>; endpoint: WebhookEndpoint }> {
  const ref = col.webhookEndpoint(endpointId);
  const endpoint = (await tx.get(ref)).data();
  if (!endpoint) throw new HttpsError('not-found', 'Endpoint not found', { reason: 'webhook_not_found' });
  try {
    await requireWebhookManager(tx, uid, endpoint.accountId);
  } catch {
    // Another account's endpoint is not found, as far as the caller can tell.
    throw new HttpsError('permission-denied', 'Owner role required', { reason: 'owner_required' });
  }
  return { ref, endpoint };
}
