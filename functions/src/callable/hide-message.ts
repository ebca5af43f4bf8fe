import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue } from 'firebase-admin/firestore';
import { type ThreadMessage } from '@tasklane/domain';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { isStaff, isStaffOnThreadId } from '../lib/threads/sides.js';
import { messagesOf } from '../lib/threads/thread-writes.js';

/**
 * Staff hide an abusive message. Messages are never edited or deleted otherwise; hiding empties
 * its text and files where both sides read them, and the audit entry keeps the original (about
 * its author, with the reason). Hiding twice changes nothing.
 */
export const hideMessage = defineCallable('hideMessage', 'user', async ({ threadId, messageId, reason }, ctx) => {
  if (!isStaff(ctx)) throw new HttpsError('permission-denied', 'Staff only');
  const ref = messagesOf(threadId).doc(messageId);
  return db.runTransaction(async (tx) => {
    const message = (await tx.get(ref)).data() as ThreadMessage | undefined;
    // A reviewer hides messages only on the threads of tasks they may work on.
    if (!message || !(await isStaffOnThreadId(tx, ctx, threadId)))
      throw new HttpsError('not-found', 'Message not found');
    if (message.hidden) return { hidden: true };
    tx.update(ref, { hidden: true, hiddenAt: FieldValue.serverTimestamp(), text: '', files: [] });
    writeAudit(tx, {
      actorUserId: ctx.uid,
      subjectUserId: message.authorId,
      action: 'thread_message_hidden',
      entityType: 'thread',
      entityId: threadId,
      metadata: {
        messageId,
        reason,
        text: message.text,
        files: message.files.map((f) => ({ id: f.id, name: f.name })),
        authorRole: message.authorRole,
      },
    });
    return { hidden: true };
  });
});
