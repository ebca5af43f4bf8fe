import type { Locale } from '@tasklane/domain';
import { APP_ORIGIN, sendMail } from '../../services/mail.js';
import { buildPaymentFailedEmail } from '../../services/subscription-emails.js';
import { auth } from '../admin.js';
import { col } from '../collections.js';
import { logs } from '../logs.js';

/**
 * Sends it. Billing mail goes out whatever the notification preference: a customer who misses it
 * loses their plan. Never throws: the bell notification stands if the mail fails.
 */
export async function sendPaymentFailedEmail(
  uid: string,
  info: { amountCents: number; nextAttemptSec: number | null },
): Promise<void> {
  try {
    const profile = (await col.profile(uid).get()).data();
    const email = profile?.email || (await auth.getUser(uid)).email;
    if (!email) {
      logs.notificationMailSkipped(uid, 'no e-mail address');
      return;
    }
    const locale: Locale = profile?.locale === 'fr' ? 'fr' : 'en';
    await sendMail(buildPaymentFailedEmail({ email, name: profile?.name || email, locale }, info, APP_ORIGIN.value()));
  } catch (err) {
    logs.paymentFailedMailFailed(uid, err);
  }
}
