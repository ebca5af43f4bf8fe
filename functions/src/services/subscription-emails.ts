import { formatCents, type Locale } from '@tasklane/domain';
import { auth } from '../lib/admin.js';
import { logs } from '../lib/logs.js';
import { APP_ORIGIN, escapeHtml, layout, sendMail, type Mail } from './mail.js';
import { col } from '../lib/refs.js';

/** "22 décembre 2026" / "December 22, 2026", in Toronto time. */
function dateOf(seconds: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(new Date(seconds * 1000));
}

/**
 * The mail sent when a plan's renewal could not be charged, in the recipient's language, with a
 * link to the subscription page where the card is updated. Pure apart from its inputs.
 */
export function buildPaymentFailedEmail(to: { email: string; name: string; locale: Locale }, info: { amountCents: number; nextAttemptSec: number | null }, origin: string): Mail {
  const fr = to.locale === 'fr';
  const amount = formatCents(info.amountCents, to.locale).replace(/\u202f/g, ' ');
  const url = `${origin.replace(/\/$/, '')}/subscription#payment-method`;
  const subject = fr ? 'Le paiement de votre forfait Tasklane a échoué' : 'Your Tasklane plan payment failed';
  const retry = info.nextAttemptSec
    ? fr
      ? `Nous réessaierons le ${dateOf(info.nextAttemptSec, 'fr')}. Mettez votre carte à jour d’ici là pour garder votre forfait.`
      : `We will try again on ${dateOf(info.nextAttemptSec, 'en')}. Update your card before then to keep your plan.`
    : fr
      ? 'C’était la dernière tentative : votre forfait prend fin. Les crédits déjà reçus restent dans votre portefeuille.'
      : 'That was the last attempt: your plan ends. Credits you already received stay in your wallet.';
  const lines = fr
    ? [`Bonjour ${to.name},`, `Nous n’avons pas pu débiter ${amount} pour le renouvellement de votre forfait. Aucun crédit n’a été ajouté pour cette période.`, retry]
    : [`Hello ${to.name},`, `We could not charge ${amount} for your plan's renewal. No credits were added for this period.`, retry];
  const cta = fr ? 'Mettre ma carte à jour' : 'Update my card';
  const html = layout(
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#3a3f9e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(cta)}</a></p>`,
    fr ? 'Ce courriel concerne la facturation de votre compte; il est envoyé même si les avis par courriel sont désactivés.' : 'This e-mail is about your account’s billing, so it is sent even when e-mail notifications are off.',
  );
  return { to: to.email, subject, text: `${lines.join('\n\n')}\n\n${cta}: ${url}\n`, html };
}

/**
 * Sends it. Billing mail goes out whatever the notification preference: a customer who misses it
 * loses their plan. Never throws: the bell notification stands if the mail fails.
 */
export async function sendPaymentFailedEmail(uid: string, info: { amountCents: number; nextAttemptSec: number | null }): Promise<void> {
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
