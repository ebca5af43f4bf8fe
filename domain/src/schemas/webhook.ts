import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../webhook-basics.js';
import { timestampLike } from './common.js';

// Webhooks (DECISIONS, "Ordering API"): an account's endpoints and the log of their deliveries.
// The signing secret is not here: it lives server-only in webhookSecrets/{endpointId}.

export const webhookEndpointSchema = z.object({
  /** The paying account: a person's uid or a team id. */
  accountId: z.string(),
  /** Who registered it (the person, or a team owner). */
  createdBy: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  status: z.enum(['enabled', 'disabled']),
  /** Why it is disabled: by its owner, or after 24 hours of failed deliveries. */
  disabledReason: z.enum(['by_owner', 'failing']).nullable(),
  /** The first failed attempt since the last success; null while deliveries succeed. */
  failingSince: timestampLike.nullable(),
  /** The secret's first characters, to tell secrets apart after a rotation. */
  secretPrefix: z.string(),
  secretRotatedAt: timestampLike,
  createdAt: timestampLike,
  updatedAt: timestampLike,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookAttemptSchema = z.object({
  at: timestampLike,
  /** The HTTP status answered; null when no answer came (refused address, timeout, connection error). */
  statusCode: z.number().int().nullable(),
  ok: z.boolean(),
  /** The answer's body cut short, or the reason no answer came. */
  body: z.string(),
  /** Retried by the tick, or sent again by hand. */
  manual: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  accountId: z.string(),
  endpointId: z.string(),
  /** The event's id (`evt_…`), the receiver's key for deduplication. */
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  /** The JSON body sent, exactly as signed. */
  payload: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  /** The latest attempts, oldest first (at most WEBHOOK_LIMITS.attemptsKept). */
  attempts: z.array(webhookAttemptSchema),
  attemptCount: z.number().int().min(0),
  /** When the tick next tries; null unless pending. */
  nextAttemptAt: timestampLike.nullable(),
  createdAt: timestampLike,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
