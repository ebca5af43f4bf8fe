import type { PlannedNotification, StoredFile, Locale } from '@tasklane/domain';
import { APP_ORIGIN, sendMail } from '../services/mail.js';
import { buildNotificationEmail, type RefundDetails } from '../services/notification-emails.js';
import { auth } from './admin.js';
import { col } from './collections.js';
import { logs } from './logs.js';
import { readSettings } from './settings.js';

/** The revision terms the settings hold now, for a delivery mail. */
export async function revisionTermsNow(): Promise<{ free: number; extraCredits: number }> {
  const settings = await readSettings();
  return { free: settings.freeRevisionsPerDelivery, extraCredits: settings.extraRevisionCredits };
}

/**
 * Sends the e-mail that goes with a notification, unless the user turned these e-mails off.
 * Never throws: a mail failure is logged and the notification stands.
 */
export async function sendNotificationEmail(
  n: PlannedNotification,
  refund?: RefundDetails,
  files: Pick<StoredFile, 'id' | 'name'>[] = [],
): Promise<void> {
  if (!n.email) return;
  try {
    const snap = await col.profile(n.userId).get();
    const profile = snap.data();
    if (profile?.emailNotifications === false) {
      logs.notificationMailSkipped(n.userId, 'emailNotifications off');
      return;
    }
    const email = profile?.email || (await auth.getUser(n.userId)).email;
    if (!email) {
      logs.notificationMailSkipped(n.userId, 'no e-mail address');
      return;
    }
    const locale: Locale = profile?.locale === 'fr' ? 'fr' : 'en';
    await sendMail(
      buildNotificationEmail(
        n.email,
        n,
        { email, name: profile?.name || email, locale },
        APP_ORIGIN.value(),
        refund,
        files,
        n.email === 'task_delivered' ? await revisionTermsNow() : undefined,
      ),
    );
  } catch (err) {
    logs.notificationMailFailed(n.userId, n.email, err);
  }
}
