import type { Locale, PlannedNotification } from '@tasklane/domain';
import { APP_ORIGIN, STAFF_EMAIL, sendMail } from '../../services/mail.js';
import { buildQuoteEmail, staffQuoteRequestMail } from '../../services/quote-emails.js';
import { col } from '../collections.js';
import { logs } from '../logs.js';

// The quote mails' reads (who the mail goes to, and whether they want it), done here so the mail
// service only builds and sends what it is given.

/** Sends it unless the person turned these e-mails off. Never throws: the notification stands. */
export async function sendQuoteEmail(n: PlannedNotification): Promise<void> {
  try {
    const profile = (await col.profile(n.userId).get()).data();
    if (!profile?.email) return logs.notificationMailSkipped(n.userId, 'no address');
    if (profile.emailNotifications === false) return logs.notificationMailSkipped(n.userId, 'e-mails off');
    const locale: Locale = profile.locale === 'fr' ? 'fr' : 'en';
    const mail = buildQuoteEmail(
      n,
      { email: profile.email, name: profile.name || profile.email, locale },
      APP_ORIGIN.value(),
    );
    if (mail) await sendMail(mail);
  } catch (err) {
    logs.notificationMailFailed(n.userId, 'quote_update', err);
  }
}

/** Tells the staff inbox of a new request. Never throws: the request is stored either way. */
export async function sendStaffQuoteRequestMail(
  quoteId: string,
  q: Parameters<typeof staffQuoteRequestMail>[1],
  userId: string,
): Promise<void> {
  try {
    const profile = (await col.profile(userId).get()).data();
    await sendMail(staffQuoteRequestMail(STAFF_EMAIL.value(), q, quoteId, profile?.email ?? '', APP_ORIGIN.value()));
  } catch (err) {
    logs.notificationMailFailed(userId, 'quote_request_staff', err);
  }
}
