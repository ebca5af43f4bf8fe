import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable.js';
import { runQueueTick } from '../lib/pipeline/tick.js';

/**
 * Emulator-only test hook: runs one scheduler tick on demand (optionally at a simulated time),
 * because the Pub/Sub-driven schedule does not fire in the emulators. Refused in production.
 */
export const runQueueTickDev = defineCallable('runQueueTickDev', 'admin', async ({ nowMs }) => {
  if (process.env.FUNCTIONS_EMULATOR !== 'true')
    throw new HttpsError('failed-precondition', 'Only available in the emulators');
  return runQueueTick(nowMs ?? Date.now());
});
