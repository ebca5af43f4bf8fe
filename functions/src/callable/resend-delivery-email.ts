import type { PlannedNotification } from '@tasklane/domain';
import { profileSchema } from '@tasklane/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { auth, db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { logs } from '../lib/logs.js';
import { APP_ORIGIN, sendMail } from '../services/mail.js';
import { revisionTermsNow } from '../lib/notification-mail.js';
import { buildNotificationEmail, filesOfLatestDelivery } from '../services/notification-emails.js';
import { col } from '../lib/collections.js';

/**
 * An admin sends a delivered task's delivery e-mail again (the customer lost it, or it bounced),
 * with a reason, in the customer's language. It goes out even when the customer turned
 * notification e-mails off: an admin sends it on purpose, usually because the customer asked.
 * The audit entry is written only once the mail server accepted the mail.
 */
export const resendDeliveryEmail = defineCallable(
  'resendDeliveryEmail',
  'admin',
  async ({ taskId, reason }, { uid }) => {
    const actor = uid;
    const task = (await col.checkedTask(taskId).get()).data();
    if (!task) throw new HttpsError('not-found', 'Task not found');
    if (task.status !== 'delivered')
      throw new HttpsError('failed-precondition', 'Only a delivered task has a delivery e-mail', {
        reason: 'not_delivered',
      });
    const profile = profileSchema.partial().safeParse((await col.profile(task.userId).get()).data() ?? {});
    const email =
      (profile.success ? profile.data.email : undefined) || (await auth.getUser(task.userId).catch(() => null))?.email;
    if (!email)
      throw new HttpsError('failed-precondition', 'The customer has no e-mail address', { reason: 'no_email' });
    const locale = profile.success && profile.data.locale === 'fr' ? 'fr' : 'en';
    const name = (profile.success ? profile.data.name : undefined) || email;

    const planned: PlannedNotification = {
      id: `${taskId}_resend`,
      userId: task.userId,
      templateKey: 'task_delivered',
      payload: { task_id: taskId, task_title: task.title, new_status: 'delivered' },
      email: 'task_delivered',
    };
    try {
      // The same links to the delivered files as the first delivery mail.
      await sendMail(
        buildNotificationEmail(
          'task_delivered',
          planned,
          { email, name, locale },
          APP_ORIGIN.value(),
          undefined,
          filesOfLatestDelivery(task),
          await revisionTermsNow(),
        ),
      );
    } catch (err) {
      logs.notificationMailFailed(task.userId, 'task_delivered', err);
      throw new HttpsError('unavailable', 'The e-mail could not be sent; try again', { reason: 'mail_failed' });
    }
    await db.runTransaction(async (tx) => {
      writeAudit(tx, {
        actorUserId: actor,
        subjectUserId: task.userId,
        action: 'delivery_email_resent',
        entityType: 'task',
        entityId: taskId,
        metadata: { reason, locale },
      });
    });
    logs.adminAction('resendDeliveryEmail', actor, taskId);
    return { to: email };
  },
);
