import type { CallableInput } from '@tasklane/domain';
import { limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';
import { useLiveDoc, useLiveQuery } from '../../../lib/data/live';

/** At most this many endpoints per account (the server's limit too). */
const ENDPOINTS_SHOWN = 10;
/** The latest deliveries shown per endpoint. */
const DELIVERIES_SHOWN = 20;

/** The account's webhook endpoints, live (rules: the person's own, or a team's for its owners). */
export function useWebhookEndpoints(accountId: string) {
  const db = useFirestore();
  return useLiveQuery(
    `webhook-endpoints/${accountId}`,
    query(webRefs.webhookEndpoints(db), where('accountId', '==', accountId), limit(ENDPOINTS_SHOWN)),
    (d) => d.data(),
  );
}

/** One endpoint's latest deliveries, newest first, live. */
export function useWebhookDeliveries(accountId: string, endpointId: string) {
  const db = useFirestore();
  return useLiveQuery(
    `webhook-deliveries/${endpointId}`,
    query(
      webRefs.webhookDeliveries(db),
      where('accountId', '==', accountId),
      where('endpointId', '==', endpointId),
      orderBy('createdAt', 'desc'),
      limit(DELIVERIES_SHOWN),
    ),
    (d) => d.data(),
  );
}

export const createWebhookEndpoint = (input: CallableInput<'createWebhookEndpoint'>) =>
  call('createWebhookEndpoint', input);
export const updateWebhookEndpoint = (input: CallableInput<'updateWebhookEndpoint'>) =>
  call('updateWebhookEndpoint', input);
export const deleteWebhookEndpoint = (endpointId: string) => call('deleteWebhookEndpoint', { endpointId });
export const rotateWebhookSecret = (endpointId: string) => call('rotateWebhookSecret', { endpointId });
export const redeliverWebhook = (deliveryId: string) => call('redeliverWebhook', { deliveryId });

/** Whether the caller manages the space's webhooks: the person for their own, a team's owners. */
export function useManagesWebhooks(teamId: string | null, uid: string): boolean | null {
  const db = useFirestore();
  const member = useLiveDoc(teamId ? `webhook-role/${teamId}/${uid}` : '', webRefs.teamMember(db, teamId ?? '_', uid));
  if (!teamId) return true;
  if (member.status === 'loading') return null;
  return member.data?.role === 'owner';
}
