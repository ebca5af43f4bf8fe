import {
  WEBHOOK_LIMITS,
  WEBHOOK_SIGNATURE_HEADER,
  signWebhook,
  toMillis,
  webhookRetryDelayMs,
  type WebhookAttempt,
  type WebhookDelivery,
} from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin.js';
import { afterCommit } from '../after-commit.js';
import { writeAudit } from '../audit.js';
import { col } from '../collections.js';
import { policyFromEnv, type AddressPolicy } from './address-policy.js';
import { postWebhook, type PostOutcome } from './send.js';
import { tellEndpointDisabled } from './tell.js';

/** How long a claimed delivery is held from other runs while its attempt is under way. */
const LEASE_MS = 2 * 60_000;

export type AttemptResult = 'succeeded' | 'failed' | 'skipped' | 'disabled';

interface Options {
  /** Sent again by hand (redeliver): no claim, no retry scheduled, the endpoint's state untouched by a failure. */
  manual?: boolean;
  policy?: AddressPolicy;
}

/**
 * One attempt of one delivery at `nowMs`: claimed (two runs never send it twice), signed with the
 * endpoint's secret at that instant, POSTed under the address policy, and recorded. A failure is
 * retried with back-off until 24 hours after the delivery was queued (the last try at that mark);
 * an endpoint failing for 24 hours is disabled and its owners are told.
 */
export async function attemptDelivery(
  deliveryId: string,
  nowMs: number,
  { manual = false, policy = policyFromEnv() }: Options = {},
): Promise<{ result: AttemptResult; outcome?: PostOutcome }> {
  const ref = col.webhookDelivery(deliveryId);
  const claimed = await db.runTransaction(async (tx) => {
    const d = (await tx.get(ref)).data();
    if (!d) return null;
    if (!manual) {
      if (d.status !== 'pending' || !d.nextAttemptAt || (toMillis(d.nextAttemptAt) ?? 0) > nowMs) return null;
      tx.update(ref, { nextAttemptAt: Timestamp.fromMillis(nowMs + LEASE_MS) });
    }
    return d;
  });
  if (!claimed) return { result: 'skipped' };
  const [endpointSnap, secretSnap] = await Promise.all([
    col.webhookEndpoint(claimed.endpointId).get(),
    col.webhookSecret(claimed.endpointId).get(),
  ]);
  const endpoint = endpointSnap.data();
  const secret = secretSnap.data()?.secret;
  if (!endpoint || !secret || (endpoint.status !== 'enabled' && !manual)) {
    // The endpoint was deleted or disabled since: nothing more is sent for this delivery.
    await ref.update({ status: 'failed', nextAttemptAt: null });
    return { result: 'skipped' };
  }
  const timestamp = Math.floor(nowMs / 1000);
  const outcome = await postWebhook(
    endpoint.url,
    claimed.payload,
    {
      [WEBHOOK_SIGNATURE_HEADER]: await signWebhook(secret, claimed.payload, timestamp),
      'Tasklane-Event-Id': claimed.eventId,
      'Tasklane-Event-Type': claimed.eventType,
    },
    policy,
  );
  const attempt: WebhookAttempt = {
    at: Timestamp.fromMillis(nowMs),
    statusCode: outcome.statusCode,
    ok: outcome.ok,
    body: outcome.body,
    manual,
  };
  const disabledSince = await record(deliveryId, claimed.endpointId, attempt, nowMs, manual);
  if (disabledSince !== null) {
    await afterCommit(
      `webhook ${claimed.endpointId}: tell disabled`,
      () => tellEndpointDisabled(claimed.endpointId, endpoint, disabledSince),
      undefined,
    );
    return { result: 'disabled', outcome };
  }
  return { result: outcome.ok ? 'succeeded' : 'failed', outcome };
}

/** Writes the attempt, the delivery's next step and the endpoint's failure state; returns when failures began if this disabled it. */
async function record(
  deliveryId: string,
  endpointId: string,
  attempt: WebhookAttempt,
  nowMs: number,
  manual: boolean,
): Promise<number | null> {
  const ref = col.webhookDelivery(deliveryId);
  const endpointRef = col.webhookEndpoint(endpointId);
  return db.runTransaction(async (tx) => {
    const [dSnap, eSnap] = await Promise.all([tx.get(ref), tx.get(endpointRef)]);
    const d = dSnap.data();
    const endpoint = eSnap.data();
    if (!d) return null;
    const attempts = [...d.attempts, attempt].slice(-WEBHOOK_LIMITS.attemptsKept);
    const next: Partial<WebhookDelivery> = { attempts, attemptCount: d.attemptCount + 1 };
    if (attempt.ok) Object.assign(next, { status: 'succeeded', nextAttemptAt: null });
    else if (!manual) {
      const lastTryMs = (toMillis(d.createdAt) ?? nowMs) + WEBHOOK_LIMITS.retryWindowMs;
      const failures = d.attempts.filter((a) => !a.ok && !a.manual).length + 1;
      if (nowMs >= lastTryMs) Object.assign(next, { status: 'failed', nextAttemptAt: null });
      else next.nextAttemptAt = Timestamp.fromMillis(Math.min(nowMs + webhookRetryDelayMs(failures), lastTryMs));
    }
    tx.update(ref, next);
    if (!endpoint) return null;
    if (attempt.ok) {
      if (endpoint.failingSince) tx.update(endpointRef, { failingSince: null });
      return null;
    }
    if (manual || endpoint.status !== 'enabled') return null;
    const since = toMillis(endpoint.failingSince) ?? nowMs;
    if (nowMs - since < WEBHOOK_LIMITS.retryWindowMs) {
      if (!endpoint.failingSince) tx.update(endpointRef, { failingSince: Timestamp.fromMillis(nowMs) });
      return null;
    }
    tx.update(endpointRef, { status: 'disabled', disabledReason: 'failing', updatedAt: Timestamp.fromMillis(nowMs) });
    writeAudit(tx, {
      actorUserId: 'system',
      subjectUserId: endpoint.accountId,
      action: 'webhook_endpoint_disabled',
      entityType: 'webhook_endpoint',
      entityId: endpointId,
      metadata: { failingSinceMs: since, deliveryId },
    });
    return since;
  });
}
