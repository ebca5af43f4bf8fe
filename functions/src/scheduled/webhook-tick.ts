import { REGION, TIME_ZONE } from '@tasklane/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runWebhookTick } from '../lib/webhooks/tick.js';

/**
 * Every minute: webhook deliveries due for another attempt (the plain runWebhookTick does the
 * work). The first back-off step is one minute, so retries run at most a minute late.
 */
export const webhookTick = onSchedule(
  { schedule: 'every 1 minutes', region: REGION, timeZone: TIME_ZONE, retryCount: 0, timeoutSeconds: 300 },
  async () => {
    await runWebhookTick(Date.now());
  },
);
