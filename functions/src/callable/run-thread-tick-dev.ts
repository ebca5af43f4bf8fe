import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable.js';
import { runThreadTick } from '../lib/threads/tick.js';

/**
 * Emulator-only test hook: runs the thread schedule (batched e-mails, unanswered questions) at a
 * chosen time, because the Pub/Sub-driven schedule does not fire in the emulators. Refused in production.
 */
export const runThreadTickDev = defineCallable('runThreadTickDev', 'admin', async ({ nowMs }) => {
  if (process.env.FUNCTIONS_EMULATOR !== 'true')
    throw new HttpsError('failed-precondition', 'Only available in the emulators');
  return runThreadTick(nowMs ?? Date.now());
});
