import type { Locale } from '@tasklane/domain';
import { escapeHtml, layout, type Mail } from './mail.js';

/** To the person or a team's owners: an endpoint failing for 24 hours was disabled, in their language. */
export function webhookDisabledMail(
  to: { email: string; name: string; locale: Locale },
  url: string,
  origin: string,
): Mail {
  const fr = to.locale === 'fr';
  const hello = fr ? `Bonjour ${to.name},` : `Hello ${to.name},`;
  const body = fr
    ? `Les envois de webhooks vers ${url} ont échoué pendant 24 heures : nous avons désactivé ce point de terminaison. Corrigez-le, puis réactivez-le.`
    : `Webhook deliveries to ${url} failed for 24 hours, so we disabled this endpoint. Fix it, then enable it again.`;
  const link = `${origin}/developers/webhooks`;
  const button = fr ? 'Voir mes webhooks' : 'See my webhooks';
  const footer = fr
    ? 'Vous recevez ce courriel parce que les avis par courriel sont activés. Vous pouvez les désactiver dans votre profil.'
    : 'You get this e-mail because e-mail notifications are on. You can turn them off in your profile.';
  return {
    to: to.email,
    subject: fr ? 'Point de terminaison webhook désactivé · Tasklane' : 'Webhook endpoint disabled · Tasklane',
    text: [hello, body, '', `${button}: ${link}`, '', footer].join('\n'),
    html: layout(
      [hello, body].map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('') +
        `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#3a3f9e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>`,
      escapeHtml(footer),
    ),
  };
}
