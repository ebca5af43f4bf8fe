import { REGION, TIME_ZONE } from '@tasklane/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runScheduleTick } from '../lib/schedules/tick.js';

/**
 * Every 5 minutes: recurring tasks' due occurrences and their 24-hour notices (the plain
 * runScheduleTick does the work). An occurrence is submitted at most 5 minutes after its time;
 * a run lost to an outage is caught up by the next one (late under 6 hours, missed beyond).
 */
export const scheduleTick = onSchedule(
  { schedule: 'every 5 minutes', region: REGION, timeZone: TIME_ZONE, retryCount: 0, timeoutSeconds: 300 },
  async () => {
    await runScheduleTick(Date.now());
  },
);
