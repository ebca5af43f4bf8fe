import { REGION, TIME_ZONE } from '@tasklane/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runApprovalExpiry } from '../lib/approvals/expiry.js';

/** Every 15 minutes: approval requests undecided for 7 days expire (the plain runApprovalExpiry does the work). */
export const approvalTick = onSchedule(
  { schedule: 'every 15 minutes', region: REGION, timeZone: TIME_ZONE, retryCount: 0 },
  async () => {
    await runApprovalExpiry(Date.now());
  },
);
