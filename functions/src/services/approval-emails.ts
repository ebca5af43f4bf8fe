import type { Locale, PlannedNotification } from '@tasklane/domain';
import { escapeHtml, layout, type Mail } from './mail.js';

type ApprovalMail = 'pending' | 'approved' | 'declined' | 'expired';

const TEXT: Record<ApprovalMail, Record<Locale, { subject: (t: string) => string; body: string; cta: string }>> = {
  pending: {
    en: {
      subject: (t) => `Approval needed: “${t}”`,
      body: 'A member of your team asked to spend the team’s credits and is waiting for an owner to approve or decline. Nothing is charged until an owner approves; without an answer the request expires in 7 days.',
      cta: 'See the pending requests',
    },
    fr: {
      subject: (t) => `Approbation requise : « ${t} »`,
      body: 'Un membre de votre équipe demande à dépenser les crédits de l’équipe et attend qu’un propriétaire approuve ou refuse. Rien n’est débité avant l’approbation ; sans réponse, la demande expire dans 7 jours.',
      cta: 'Voir les demandes en attente',
    },
  },
  approved: {
    en: {
      subject: (t) => `Approved: “${t}”`,
      body: 'A team owner approved your request. It was charged to the team and has started.',
      cta: 'See your requests',
    },
    fr: {
      subject: (t) => `Approuvée : « ${t} »`,
      body: 'Un propriétaire de l’équipe a approuvé votre demande. Elle a été débitée à l’équipe et a commencé.',
      cta: 'Voir vos demandes',
    },
  },
  declined: {
    en: {
      subject: (t) => `Declined: “${t}”`,
      body: 'A team owner declined your request. Nothing was charged; the reason is on your requests page.',
      cta: 'See your requests',
    },
    fr: {
      subject: (t) => `Refusée : « ${t} »`,
      body: 'Un propriétaire de l’équipe a refusé votre demande. Rien n’a été débité ; la raison figure sur la page de vos demandes.',
      cta: 'Voir vos demandes',
    },
  },
  expired: {
    en: {
      subject: (t) => `Expired: “${t}”`,
      body: 'No team owner answered your request within 7 days, so it expired. Nothing was charged; submit it again if you still need it.',
      cta: 'See your requests',
    },
    fr: {
      subject: (t) => `Expirée : « ${t} »`,
      body: 'Aucun propriétaire de l’équipe n’a répondu à votre demande en 7 jours ; elle a donc expiré. Rien n’a été débité ; soumettez-la de nouveau si vous en avez encore besoin.',
      cta: 'Voir vos demandes',
    },
  },
};

/** A schedule's request: approved once at the price of one occurrence, charged as each one runs. */
const SCHEDULE_BODY: Record<ApprovalMail, Record<Locale, string>> = {
  pending: {
    en: 'A member of your team asked to run a recurring schedule on the team’s credits, at the price of one occurrence shown on the requests page. Once approved, its occurrences run while their price does not rise above it; each one is charged when it is submitted. Without an answer the request expires in 7 days.',
    fr: 'Un membre de votre équipe demande une tâche récurrente payée par les crédits de l’équipe, au prix d’une occurrence affiché sur la page des demandes. Une fois approuvée, ses occurrences sont soumises tant que leur prix ne dépasse pas ce montant ; chacune est débitée à sa soumission. Sans réponse, la demande expire dans 7 jours.',
  },
  approved: {
    en: 'A team owner approved your schedule. Its occurrences now run on the team’s credits while their price does not rise above the approved one.',
    fr: 'Un propriétaire de l’équipe a approuvé votre tâche récurrente. Ses occurrences sont maintenant soumises sur les crédits de l’équipe tant que leur prix ne dépasse pas le prix approuvé.',
  },
  declined: {
    en: 'A team owner declined your schedule. Nothing runs and nothing was charged; the reason is on your requests page. Edit the schedule to ask again.',
    fr: 'Un propriétaire de l’équipe a refusé votre tâche récurrente. Rien n’est soumis ni débité ; la raison figure sur la page de vos demandes. Modifiez la tâche récurrente pour demander de nouveau.',
  },
  expired: {
    en: 'No team owner answered your schedule’s request within 7 days. Nothing runs and nothing was charged; edit the schedule to ask again.',
    fr: 'Aucun propriétaire de l’équipe n’a répondu à la demande de votre tâche récurrente en 7 jours. Rien n’est soumis ni débité ; modifiez la tâche récurrente pour demander de nouveau.',
  },
};

/** The team's requests page, opened in that team's space. */
export function approvalsUrl(origin: string, teamId: string): string {
  return `${origin}/team/approvals?team=${encodeURIComponent(teamId)}`;
}

/** An approval e-mail (to an owner: a new request; to the member: its outcome), in the recipient's language. */
export function buildApprovalEmail(
  n: PlannedNotification,
  to: { email: string; name: string; locale: Locale },
  origin: string,
): Mail | null {
  const which: ApprovalMail | undefined =
    n.templateKey === 'approval_request' ? 'pending' : (n.payload.approval_status as ApprovalMail | undefined);
  if (!which || !(which in TEXT)) return null;
  const t = TEXT[which][to.locale];
  const title = n.payload.task_title ?? '';
  const url = approvalsUrl(origin, n.payload.team_id ?? '');
  const fr = to.locale === 'fr';
  const body = n.payload.schedule_id ? SCHEDULE_BODY[which][to.locale] : t.body;
  const lines = [fr ? `Bonjour ${to.name},` : `Hello ${to.name},`, fr ? `« ${title} »` : `“${title}”`, body];
  const html = layout(
    `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#3a3f9e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t.cta)}</a></p>`,
    fr
      ? 'Vous recevez ce courriel parce que les avis par courriel sont activés dans votre profil.'
      : 'You get this e-mail because e-mail notifications are on in your profile.',
  );
  return { to: to.email, subject: t.subject(title), text: `${lines.join('\n\n')}\n\n${t.cta}: ${url}\n`, html };
}
