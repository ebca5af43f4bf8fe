import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '../webhook-basics.js';
import { docIdField } from '../schemas/common.js';
import { accountIdField } from '../schemas/team.js';

// Webhook endpoints: registered by the person for their own account, or by a team's owner
// (DECISIONS, "Ordering API"). The signing secret is returned once, at registration and rotation.
const ok = z.object({ ok: z.literal(true) });
const endpointRef = z.object({ endpointId: docIdField });
const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, 'webhook_event_invalid'))
  .min(1, 'webhook_events_required')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((e) => [...new Set(e)]);
const url = z
  .string('webhook_url_required')
  .trim()
  .min(1, 'webhook_url_required')
  .max(WEBHOOK_LIMITS.urlMaxLength, 'webhook_url_invalid');
const withSecret = z.object({ endpointId: z.string(), secret: z.string() });

export const webhooksContracts = {
  createWebhookEndpoint: { input: z.object({ accountId: accountIdField, url, events }), output: withSecret },
  /** Change the events, or disable / enable it (enabling clears its failure state). */
  updateWebhookEndpoint: {
    input: z.object({ endpointId: docIdField, events: events.optional(), enabled: z.boolean().optional() }),
    output: ok,
  },
  deleteWebhookEndpoint: { input: endpointRef, output: ok },
  /** A new signing secret, shown once; the old one stops signing at once. */
  rotateWebhookSecret: { input: endpointRef, output: withSecret },
  /** Send one logged delivery again now, whatever became of it. */
  redeliverWebhook: {
    input: z.object({ deliveryId: docIdField }),
    output: z.object({ ok: z.boolean(), statusCode: z.number().nullable() }),
  },
  /** Emulator only: one retry run at a chosen time. */
  runWebhookTickDev: {
    input: z.object({ nowMs: z.number().int().optional() }),
    output: z.object({ due: z.number(), succeeded: z.number(), failed: z.number(), disabled: z.number() }),
  },
};
