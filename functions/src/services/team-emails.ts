import type { Locale } from '@tasklane/domain';
import { escapeHtml, layout, type Mail } from './mail.js';

const COPY: Record<
  Locale,
  {
    subject: (team: string) => string;
    body: (inviter: string, team: string) => string;
    button: string;
    expiry: string;
    footer: string;
  }
> = {
  en: {
    subject: (team) => `Join ${team} on Tasklane`,
    body: (inviter, team) =>
      `${inviter} invites you to join the team ${team} on Tasklane, to share its credits, tasks and receipts.`,
    button: 'Accept the invitation',
    expiry: 'The link works once and expires in 7 days. Sign in or sign up with this address to accept.',
    footer:
      'You receive this e-mail because a Tasklane team owner entered this address. If you do not know them, you can ignore it.',
  },
  fr: {
    subject: (team) => `Joignez-vous à ${team} sur Tasklane`,
    body: (inviter, team) =>
      `${inviter} vous invite à vous joindre à l’équipe ${team} sur Tasklane, pour partager ses crédits, ses tâches et ses reçus.`,
    button: 'Accepter l’invitation',
    expiry:
      'Le lien ne sert qu’une fois et expire dans 7 jours. Connectez-vous ou inscrivez-vous avec cette adresse pour accepter.',
    footer:
      'Vous recevez ce courriel parce que le propriétaire d’une équipe Tasklane a inscrit cette adresse. Si vous ne le connaissez pas, vous pouvez l’ignorer.',
  },
};

/**
 * The invitation, in the invitee's language when we know it, else in both (English first, then
 * French), since we cannot tell which one a stranger reads.
 */
export function teamInvitationMail(
  to: string,
  langs: readonly Locale[],
  inviter: string,
  team: string,
  link: string,
): Mail {
  const parts = langs.map((l) => COPY[l]);
  const subject = parts.map((c) => c.subject(team)).join(' / ');
  const text = parts
    .flatMap((c) => [c.body(inviter, team), '', `${c.button}: ${link}`, '', c.expiry, ''])
    .concat(['— Tasklane', '', ...parts.map((c) => c.footer)])
    .join('\n');
  const html = layout(
    parts
      .map(
        (c) =>
          `<p style="margin:0 0 12px">${escapeHtml(c.body(inviter, team))}</p>
<p style="margin:0 0 12px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#3b3fb5;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(c.button)}</a></p>
<p style="margin:0 0 18px;color:#5b5f7a">${escapeHtml(c.expiry)}</p>`,
      )
      .join(''),
    parts.map((c) => escapeHtml(c.footer)).join('<br>'),
  );
  return { to, subject: `${subject} · Tasklane`, text, html };
}
