import { REGION, TIME_ZONE } from '@tasklane/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runQueueTick } from '../lib/pipeline/tick.js';

/** Every minute: the plain runQueueTick does the work (tests and `npm run tick` call it directly). */
export const queueTick = onSchedule(
  { schedule: 'every 1 minutes', region: REGION, timeZone: TIME_ZONE, retryCount: 0 },
  async () => {
    await runQueueTick(Date.now());
  },
);
