import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable.js';
import { runScheduleTick } from '../lib/schedules/tick.js';

/**
 * Emulator-only test hook: one scheduler run (occurrences due, 24-hour notices) at a chosen time,
 * because the Pub/Sub-driven schedule does not fire in the emulators. Refused in production.
 */
export const runScheduleTickDev = defineCallable('runScheduleTickDev', 'admin', async ({ nowMs }) => {
  if (process.env.FUNCTIONS_EMULATOR !== 'true')
    throw new HttpsError('failed-precondition', 'Only available in the emulators');
  return runScheduleTick(nowMs ?? Date.now());
});
