import { TIME_ZONE, dateTimeFormat, type Locale } from '@tasklane/domain';
import { escapeHtml, layout, type Mail } from './mail.js';

export interface NoticeItem {
  title: string;
  runAtMs: number;
  priceCredits: number;
  dueAtMs: number;
}

const credits = (n: number, l: Locale) =>
  l === 'fr' ? `${n} crédit${n > 1 ? 's' : ''}` : `${n} credit${n === 1 ? '' : 's'}`;

function when(ms: number, l: Locale, withDay: boolean): string {
  return dateTimeFormat(l === 'fr' ? 'fr-CA' : 'en-CA', {
    timeZone: TIME_ZONE,
    ...(withDay ? { weekday: 'long' } : {}),
    hour: 'numeric',
    minute: '2-digit',
  }).format(ms);
}

/**
 * The 24-hour notice of one account's occurrences, in the recipient's language: "Tomorrow at 9:00
 * we will submit Monday captions for 2 credits, for delivery by Tuesday 9:00; your balance is 3."
 * A warning line when together they cost more than the balance.
 */
export function scheduleNoticeMail(
  to: { email: string; name: string; locale: Locale },
  items: readonly NoticeItem[],
  balance: number,
  overBalance: boolean,
  origin: string,
): Mail {
  const l = to.locale;
  const fr = l === 'fr';
  const lines = items.map((i) =>
    fr
      ? `Demain à ${when(i.runAtMs, l, false)}, nous soumettrons « ${i.title} » pour ${credits(i.priceCredits, l)}, pour une livraison d’ici ${when(i.dueAtMs, l, true)}.`
      : `Tomorrow at ${when(i.runAtMs, l, false)} we will submit “${i.title}” for ${credits(i.priceCredits, l)}, for delivery by ${when(i.dueAtMs, l, true)}.`,
  );
  const balanceLine = fr ? `Votre solde est de ${credits(balance, l)}.` : `Your balance is ${credits(balance, l)}.`;
  const warn = overBalance
    ? fr
      ? 'Ensemble, ces tâches coûtent plus que votre solde : achetez des crédits pour qu’aucune ne soit sautée.'
      : 'Together these cost more than your balance: buy credits so none is skipped.'
    : null;
  const link = `${origin}/schedules`;
  const button = fr ? 'Voir mes tâches récurrentes' : 'See my recurring tasks';
  const hello = fr ? `Bonjour ${to.name},` : `Hello ${to.name},`;
  const footer = fr
    ? 'Vous recevez ce courriel parce que les avis par courriel sont activés. Vous pouvez les désactiver dans votre profil.'
    : 'You get this e-mail because e-mail notifications are on. You can turn them off in your profile.';
  const paragraphs = [hello, ...lines, balanceLine, ...(warn ? [warn] : [])];
  return {
    to: to.email,
    subject: fr ? 'Demain : vos tâches récurrentes · Tasklane' : 'Tomorrow: your recurring tasks · Tasklane',
    text: [...paragraphs, '', `${button}: ${link}`, '', footer].join('\n'),
    html: layout(
      paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('') +
        `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#3a3f9e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>`,
      escapeHtml(footer),
    ),
  };
}
