import { REGION, notificationForRefundDecision, type RefundRequest } from '@tasklane/domain';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { writeNotification } from '../lib/notify.js';
import { sendNotificationEmail } from '../lib/notification-mail.js';
import { snapshotOf } from '../lib/collections.js';

/** Plain handler: an admin decided refundRequests/{id}; notify and e-mail the customer once. */
export async function handleRefundUpdated(
  requestId: string,
  before: RefundRequest,
  after: RefundRequest,
): Promise<boolean> {
  const n = notificationForRefundDecision(requestId, before, after);
  if (!n || !(await writeNotification(n))) return false;
  await sendNotificationEmail(n, {
    paymentMethod: after.paymentMethod,
    decisionReason: after.decisionReason,
    creditsReturned: after.creditsReturned,
    toCard: after.toCard,
  });
  return true;
}

export const notifyOnRefundDecided = onDocumentUpdated(
  { document: 'refundRequests/{requestId}', region: REGION },
  async (event) => {
    const before = snapshotOf('refundRequest', event.data?.before);
    const after = snapshotOf('refundRequest', event.data?.after);
    if (!before || !after) return;
    await handleRefundUpdated(event.params.requestId, before, after);
  },
);
