import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable.js';
import { runWebhookTick } from '../lib/webhooks/tick.js';

/**
 * Emulator-only test hook: one webhook retry run at a chosen time, because the Pub/Sub-driven
 * schedule does not fire in the emulators. Refused in production.
 */
export const runWebhookTickDev = defineCallable('runWebhookTickDev', 'admin', async ({ nowMs }) => {
  if (process.env.FUNCTIONS_EMULATOR !== 'true')
    throw new HttpsError('failed-precondition', 'Only available in the emulators');
  return runWebhookTick(nowMs ?? Date.now());
});
