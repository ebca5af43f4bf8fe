import {
  REGION,
  notificationsForTaskChange,
  taskChangeMayNotify,
  webhookEventsForTaskChange,
  type Task,
} from '@tasklane/domain';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { writeNotification } from '../lib/notify.js';
import { sendNotificationEmail } from '../lib/notification-mail.js';
import { filesOfLatestDelivery } from '../services/notification-emails.js';
import { snapshotOf } from '../lib/collections.js';
import { queueWebhookEvents } from '../lib/webhooks/queue.js';

/**
 * Plain handler, so tests can replay an event: writes the notifications one update of
 * tasks/{taskId} owes its owner (status change, SLA warning, late refund), each once,
 * and e-mails a delivery. Whatever callable or scheduler made the change.
 */
export async function handleTaskUpdated(taskId: string, before: Task, after: Task): Promise<number> {
  let written = 0;
  for (const n of notificationsForTaskChange(taskId, before, after)) {
    if (await writeNotification(n)) {
      written += 1;
      // A delivery mail links the files of this round (each link opens the task page, behind sign-in).
      const files = n.email === 'task_delivered' ? filesOfLatestDelivery(after) : [];
      await sendNotificationEmail(n, undefined, files);
    }
  }
  return written;
}

export const notifyOnTaskUpdated = onDocumentUpdated({ document: 'tasks/{taskId}', region: REGION }, async (event) => {
  const before = snapshotOf('task', event.data?.before);
  const after = snapshotOf('task', event.data?.after);
  if (!before || !after) return;
  // The account's webhooks: a status change, a delivery, a question asked (pure check first).
  const events = webhookEventsForTaskChange(event.params.taskId, before, after);
  // Most task writes (activation, draft nudges, queue moves) touch nothing a notification reads:
  // return before any work, so a busy queue costs bare invocations only.
  if (taskChangeMayNotify(before, after)) await handleTaskUpdated(event.params.taskId, before, after);
  await queueWebhookEvents(events, Date.now());
});
