import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { col } from '../lib/collections.js';

/** A sender who was signed out has no account; their audit entries are filed under this id. */
const NO_ACCOUNT = 'visitor';

/** An admin marks a contact message new, replied or closed; audited (never with the sender's details). */
export const setContactStatus = defineCallable('setContactStatus', 'admin', async ({ messageId, status }, { uid }) => {
  const actor = uid;
  const ref = col.checkedContactMessage(messageId);
  return db.runTransaction(async (tx) => {
    const message = (await tx.get(ref)).data();
    if (!message) throw new HttpsError('not-found', 'Message not found');
    if (message.status === status) return { status };
    tx.update(col.contactMessages().doc(messageId), {
      status,
      statusChangedBy: actor,
      statusChangedAt: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, {
      actorUserId: actor,
      subjectUserId: message.userId ?? NO_ACCOUNT,
      action: 'contact_status_changed',
      entityType: 'contact_message',
      entityId: messageId,
      metadata: { before: message.status, after: status },
    });
    return { status };
  });
});
