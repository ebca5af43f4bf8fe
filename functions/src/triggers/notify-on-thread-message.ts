import { REGION, webhookEventForMessage, type NotificationPayload, type ThreadMessage } from '@tasklane/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { writeNotification } from '../lib/notify.js';
import { isCustomerSide } from '../lib/teams.js';
import { col } from '../lib/collections.js';
import { queueWebhookEvents } from '../lib/webhooks/queue.js';

/**
 * A new thread message tells the other side at once, in the bell: the customer when staff wrote
 * (a question as 'task_waiting'); when the customer wrote, the assigned reviewer, or every admin
 * when nobody is assigned (a queued task, a task in the pool, a quote). The ids come from the
 * message, so a trigger delivered twice notifies once. Staff notices name the customer's account,
 * so deleting it deletes them with their titles. E-mails go out batched, from the thread schedule.
 */
export async function handleThreadMessage(
  threadId: string,
  messageId: string,
  message: ThreadMessage,
): Promise<boolean> {
  if (message.hidden) return false;
  const thread = (await col.thread(threadId).get()).data();
  if (!thread) return false;
  // The customer's side is told through the member who submitted the task, while still a member.
  let recipients: { id: string; userId: string }[] = (await isCustomerSide(thread.userId, thread))
    ? [{ id: `msg_${messageId}`, userId: thread.userId }]
    : [];
  const toStaff = message.authorRole === 'customer';
  if (toStaff) {
    const reviewerId =
      thread.kind === 'task'
        ? (((await col.task(thread.entityId).get()).get('reviewerId') as string | null | undefined) ?? null)
        : null;
    recipients = reviewerId
      ? [{ id: `msg_${messageId}`, userId: reviewerId }]
      : (await adminUids()).map((uid) => ({ id: `msg_${messageId}_${uid}`, userId: uid }));
  }
  recipients = recipients.filter((r) => r.userId !== message.authorId);
  // 'staff' marks a notification for staff, whose link is the review workspace.
  const forStaff = toStaff ? { message: 'staff' } : {};
  const payload: NotificationPayload =
    thread.kind === 'task'
      ? { task_id: thread.entityId, task_title: thread.title, thread_id: threadId, ...forStaff }
      : { quote_id: thread.entityId, quote_title: thread.title, thread_id: threadId, ...forStaff };
  const templateKey = message.type === 'question' ? 'task_waiting' : 'thread_message';
  const about = toStaff ? { aboutAccountId: thread.accountId } : {};
  const written = await Promise.all(
    recipients.map((r) => writeNotification({ id: r.id, userId: r.userId, templateKey, payload, ...about })),
  );
  return written.some(Boolean);
}

/** The admins, from their profiles' role (the same query the quote notices use). */
async function adminUids(): Promise<string[]> {
  return (await col.profiles().where('role', '==', 'admin').limit(50).select().get()).docs.map((d) => d.id);
}

export const notifyOnThreadMessage = onDocumentCreated(
  { document: 'threads/{threadId}/messages/{messageId}', region: REGION },
  async (event) => {
    const data = event.data?.data() as ThreadMessage | undefined;
    if (!data) return;
    await handleThreadMessage(event.params.threadId, event.params.messageId, data);
    // The account's webhooks (message.created): the account from the message, the task or quote
    // from the thread's id (task_<id> or quote_<id>), so no read is added.
    const [kind, ...rest] = event.params.threadId.split('_');
    const thread = { kind: kind ?? '', entityId: rest.join('_'), accountId: data.accountId };
    const webhook = webhookEventForMessage(event.params.messageId, thread, data);
    if (webhook) await queueWebhookEvents([webhook], Date.now());
  },
);
