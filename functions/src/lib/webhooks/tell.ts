import { col } from '../collections.js';
import { writeNotification } from '../notify.js';

/** At most this many owners are told about one team's endpoint. */
const OWNERS_TOLD = 20;

/**
 * Tells who manages an endpoint (the person, or a team's owners) that it was disabled after 24
 * hours of failed deliveries: a notice in the bell, once per failure run (the id carries when the
 * failures began).
 */
export async function tellEndpointDisabled(
  endpointId: string,
  endpoint: { accountId: string; url: string },
  failingSinceMs: number,
): Promise<void> {
  const team = await col.team(endpoint.accountId).get();
  const to = team.exists
    ? (await col.teamMembers(endpoint.accountId).where('role', '==', 'owner').limit(OWNERS_TOLD).get()).docs.map(
        (d) => d.id,
      )
    : [endpoint.accountId];
  await Promise.all(
    to.map((uid) =>
      writeNotification({
        id: `webhook_${endpointId}_${failingSinceMs}_${uid}`,
        userId: uid,
        templateKey: 'webhook_disabled',
        payload: { endpoint_url: endpoint.url },
      }),
    ),
  );
}
