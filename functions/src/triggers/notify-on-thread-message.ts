import { REGION, type NotificationPayload, type Thread, type ThreadMessage } from '@tasklane/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin.js';
import { writeNotification } from '../lib/notify.js';

/**
 * A new thread message tells the other side at once, in the bell: the customer when staff wrote
 * (a question as 'task_waiting'), the assigned reviewer when the customer wrote (staff without an
 * assignment see the unread marks on their screens). The id comes from the message, so a trigger
 * delivered twice notifies once. E-mails go out batched, from the thread schedule.
 */
export async function handleThreadMessage(threadId: string, messageId: string, message: ThreadMessage): Promise<boolean> {
  if (message.hidden) return false;
  const thread = (await db.collection('threads').doc(threadId).get()).data() as Thread | undefined;
  if (!thread) return false;
  let userId: string | null = thread.userId;
  if (message.authorRole === 'customer') {
    userId = thread.kind === 'task' ? (((await db.collection('tasks').doc(thread.entityId).get()).get('reviewerId') as string | null | undefined) ?? null) : null;
  }
  if (!userId || userId === message.authorId) return false;
  // 'staff' marks a notification for the reviewer, whose link is the review workspace.
  const forStaff = message.authorRole === 'customer' ? { message: 'staff' } : {};
  const payload: NotificationPayload =
    thread.kind === 'task' ? { task_id: thread.entityId, task_title: thread.title, thread_id: threadId, ...forStaff } : { quote_id: thread.entityId, quote_title: thread.title, thread_id: threadId, ...forStaff };
  return writeNotification({ id: `msg_${messageId}`, userId, templateKey: message.type === 'question' ? 'task_waiting' : 'thread_message', payload });
}

export const notifyOnThreadMessage = onDocumentCreated({ document: 'threads/{threadId}/messages/{messageId}', region: REGION }, async (event) => {
  const data = event.data?.data() as ThreadMessage | undefined;
  if (!data) return;
  await handleThreadMessage(event.params.threadId, event.params.messageId, data);
});
