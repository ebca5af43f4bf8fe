import { dateTimeFormat, formatCents, type Locale } from '@tasklane/domain';
import { logs } from '../lib/logs.js';
import { APP_ORIGIN, STAFF_EMAIL, escapeHtml, layout, sendMail, type Mail } from './mail.js';

/** "22 décembre 2026" / "December 22, 2026", in Toronto time. */
function dateOf(seconds: number, locale: Locale): string {
  return dateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(
    new Date(seconds * 1000),
  );
}

/**
 * The mail sent when a plan's renewal could not be charged, in the recipient's language, with a
 * link to the subscription page where the card is updated. Pure apart from its inputs.
 */
export function buildPaymentFailedEmail(
  to: { email: string; name: string; locale: Locale },
  info: { amountCents: number; nextAttemptSec: number | null },
  origin: string,
): Mail {
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
    ? [
        `Bonjour ${to.name},`,
        `Nous n’avons pas pu débiter ${amount} pour le renouvellement de votre forfait. Aucun crédit n’a été ajouté pour cette période.`,
        retry,
      ]
    : [
        `Hello ${to.name},`,
        `We could not charge ${amount} for your plan's renewal. No credits were added for this period.`,
        retry,
      ];
  const cta = fr ? 'Mettre ma carte à jour' : 'Update my card';
  const html = layout(
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#3a3f9e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(cta)}</a></p>`,
    fr
      ? 'Ce courriel concerne la facturation de votre compte; il est envoyé même si les avis par courriel sont désactivés.'
      : 'This e-mail is about your account’s billing, so it is sent even when e-mail notifications are off.',
  );
  return { to: to.email, subject, text: `${lines.join('\n\n')}\n\n${cta}: ${url}\n`, html };
}

/**
 * The staff's notice of a second plan that was cancelled and refunded: who, which subscription
 * was kept, what went back to the card. In English, like every staff mail.
 */
export function buildDuplicatePlanStaffMail(
  to: string,
  info: {
    uid: string;
    email: string;
    subscriptionId: string;
    keptSubscriptionId: string;
    refunds: { invoiceId: string; amountCents: number }[];
  },
  origin: string,
): Mail {
  const total = info.refunds.reduce((s, r) => s + r.amountCents, 0);
  const url = `${origin.replace(/\/$/, '')}/admin`;
  const rows: [string, string][] = [
    ['Customer', info.email || info.uid],
    ['Account id', info.uid],
    ['Cancelled subscription', info.subscriptionId],
    ['Kept subscription', info.keptSubscriptionId],
    [
      'Refunded',
      info.refunds.length
        ? info.refunds.map((r) => `${r.invoiceId}: ${(r.amountCents / 100).toFixed(2)} $`).join(', ')
        : 'nothing paid yet',
    ],
  ];
  const text = [
    'A customer ended up with a second monthly plan. It was cancelled at once and its payment refunded; no credits were granted for it.',
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `Total refunded: ${(total / 100).toFixed(2)} $`,
    `Admin: ${url}`,
  ].join('\n');
  const cells = rows
    .map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0;color:#5b5f7a">${k}</td><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  const html = layout(
    `<p style="margin:0 0 12px"><strong>A second plan was cancelled and refunded</strong></p>
<p style="margin:0 0 12px">A customer ended up with a second monthly plan. It was cancelled at once and its payment refunded; no credits were granted for it.</p>
<table role="presentation" style="font-size:14px;margin-bottom:12px">${cells}</table>
<p style="margin:0 0 12px">Total refunded: ${escapeHtml((total / 100).toFixed(2))} $</p>`,
    'Sent by Tasklane when a customer has two plans at once.',
  );
  return { to, subject: `[Plans] Second plan cancelled and refunded: ${info.subscriptionId}`, text, html };
}

/** Tells the staff inbox; never throws (the audit log keeps the record either way). */
export async function sendDuplicatePlanStaffMail(
  info: Parameters<typeof buildDuplicatePlanStaffMail>[1],
): Promise<void> {
  try {
    await sendMail(buildDuplicatePlanStaffMail(STAFF_EMAIL.value(), info, APP_ORIGIN.value()));
  } catch (err) {
    logs.duplicatePlanMailFailed(info.subscriptionId, err);
  }
}
