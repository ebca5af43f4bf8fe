import { WEBHOOK_LIMITS, webhookBody, type PlannedWebhookEvent, type WebhookDelivery } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { col } from '../collections.js';
import { logs } from '../logs.js';
import { attemptDelivery } from './attempt.js';

/** A delivery's id: one per event and endpoint, so a trigger delivered twice queues it once. */
export const deliveryIdOf = (eventId: string, endpointId: string) => `${eventId}_${endpointId}`;

/**
 * Queues each event as a delivery to every enabled endpoint of its account subscribed to its type,
 * then makes each delivery's first attempt at once (the tick retries failures). Never throws: a
 * trigger's notifications must not fail because of a webhook. Returns the deliveries it queued.
 */
export async function queueWebhookEvents(events: readonly PlannedWebhookEvent[], nowMs: number): Promise<string[]> {
  if (events.length === 0) return [];
  try {
    const queued: string[] = [];
    for (const accountId of new Set(events.map((e) => e.accountId))) {
      const endpoints = await col
        .webhookEndpoints()
        .where('accountId', '==', accountId)
        .limit(WEBHOOK_LIMITS.endpointsPerAccount)
        .get();
      for (const event of events.filter((e) => e.accountId === accountId)) {
        for (const ep of endpoints.docs) {
          const endpoint = ep.data();
          if (endpoint.status !== 'enabled' || !endpoint.events.includes(event.type)) continue;
          const id = deliveryIdOf(event.id, ep.id);
          const delivery: WebhookDelivery = {
            accountId,
            endpointId: ep.id,
            eventId: event.id,
            eventType: event.type,
            payload: webhookBody(event, nowMs),
            status: 'pending',
            attempts: [],
            attemptCount: 0,
            nextAttemptAt: Timestamp.fromMillis(nowMs),
            createdAt: Timestamp.fromMillis(nowMs),
          };
          try {
            await col.webhookDelivery(id).create(delivery);
            queued.push(id);
          } catch (err) {
            // ALREADY_EXISTS: the same event from a trigger delivered twice.
            if ((err as { code?: number }).code !== 6) throw err;
          }
        }
      }
    }
    await Promise.all(queued.map((id) => attemptDelivery(id, nowMs)));
    return queued;
  } catch (err) {
    logs.afterCommitFailed(`webhooks: queue ${events.map((e) => e.id).join(', ')}`, err);
    return [];
  }
}
