import { REGION, TIME_ZONE } from '@tasklane/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runQuoteTick } from '../lib/quotes/tick.js';

/** Every 15 minutes: quote expiries and automatic settlements (the plain runQuoteTick does the work). */
export const quoteTick = onSchedule(
  { schedule: 'every 15 minutes', region: REGION, timeZone: TIME_ZONE, retryCount: 0 },
  async () => {
    await runQuoteTick(Date.now());
  },
);
