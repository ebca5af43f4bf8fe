import { REGION, approvalRequestSchema } from '@tasklane/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { handleApprovalWritten } from '../lib/approvals/notify.js';

/** Owners hear of a member's new request; the member hears it was approved, declined or expired. */
export const notifyOnApprovalWritten = onDocumentWritten(
  { document: 'approvalRequests/{requestId}', region: REGION },
  async (event) => {
    const before = event.data?.before.exists ? approvalRequestSchema.safeParse(event.data.before.data()) : null;
    const after = event.data?.after.exists ? approvalRequestSchema.safeParse(event.data.after.data()) : null;
    if (!after?.success || (before && !before.success)) return;
    if (before && before.data.status === after.data.status) return;
    await handleApprovalWritten(event.params.requestId, before?.data ?? null, after.data);
  },
);
