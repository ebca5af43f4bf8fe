import type { Locale } from '@tasklane/domain';
import { escapeHtml, layout, type Mail } from './mail.js';

/**
 * "Your data is ready", in the person's language, linking to /profile (never to the file: a link
 * in an e-mail works for whoever holds it; the archive is served only to its requester, signed in).
 */
export function dataExportReadyMail(
  to: { email: string; name: string; locale: Locale },
  scope: 'personal' | 'team',
  origin: string,
): Mail {
  const fr = to.locale === 'fr';
  const link = new URL('/profile', origin).toString();
  const what = fr
    ? scope === 'team'
      ? 'L’archive des données de votre équipe est prête.'
      : 'L’archive de vos données est prête.'
    : scope === 'team'
      ? "Your team's data archive is ready."
      : 'Your data archive is ready.';
  const lines = [
    fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    what,
    fr
      ? 'Téléchargez-la depuis votre profil, connecté à votre compte, dans les 24 heures : elle est ensuite supprimée.'
      : 'Download it from your profile, signed in, within 24 hours: it is deleted then.',
  ];
  const button = fr ? 'Ouvrir mon profil' : 'Open my profile';
  const footer = fr
    ? 'Vous recevez ce courriel parce que vous avez demandé vos données.'
    : 'You get this e-mail because you asked for your data.';
  return {
    to: to.email,
    subject: fr ? 'Vos données sont prêtes · Tasklane' : 'Your data is ready · Tasklane',
    text: [...lines, '', `${button}: ${link}`, '', footer].join('\n'),
    html: layout(
      lines.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('') +
        `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#3a3f9e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>`,
      escapeHtml(footer),
    ),
  };
}
