import { REGION, TIME_ZONE } from '@tasklane/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runThreadTick } from '../lib/threads/tick.js';

/** Every 5 minutes: batched thread e-mails whose window has closed, and unanswered questions (runThreadTick does the work). */
export const threadTick = onSchedule(
  { schedule: 'every 5 minutes', region: REGION, timeZone: TIME_ZONE, retryCount: 0 },
  async () => {
    await runThreadTick(Date.now());
  },
);
