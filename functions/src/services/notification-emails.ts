import type { Locale, PlannedNotification, StoredFile, Task } from '@tasklane/domain';
import { escapeHtml, layout, type Mail } from './mail.js';

/**
 * The e-mails that accompany the notifications that matter: a delivered task and a refund
 * decision, in the recipient's language (profiles/{uid}.locale). A user turns them off with
 * profiles/{uid}.emailNotifications = false. Security and account mails are not sent from here
 * and ignore that setting.
 */

export interface RefundDetails {
  paymentMethod: 'credits' | 'card';
  decisionReason: string | null;
  /** What the approval gave back (absent on requests decided before it was recorded). */
  creditsReturned?: number;
  toCard?: boolean;
}

type Kind = NonNullable<PlannedNotification['email']>;

function credits(n: number, locale: Locale): string {
  return locale === 'fr' ? `${n} crédit${n > 1 ? 's' : ''}` : `${n} credit${n === 1 ? '' : 's'}`;
}

const footer = (locale: Locale, origin: string) => {
  const link = `<a href="${escapeHtml(`${origin}/profile`)}">${locale === 'fr' ? 'vos paramètres de profil' : 'your profile settings'}</a>`;
  return locale === 'fr'
    ? `Vous recevez ce courriel parce que les avis par courriel sont activés. Vous pouvez les désactiver dans ${link}.`
    : `You get this e-mail because e-mail notifications are on. You can turn them off in ${link}.`;
};

/** Builds the mail (pure apart from the origin param); exported for tests and previews. */
/** What the delivery mail promises about revisions: the settings' terms, never a fixed "one free". */
function revisionTerms(r: { free: number; extraCredits: number }, locale: Locale): string {
  const fr = locale === 'fr';
  if (r.free === 0) {
    const cost = credits(r.extraCredits, locale);
    return fr
      ? `Vous pouvez demander une retouche mineure dans les 72 heures suivant sa livraison, au prix de ${cost}.`
      : `You can ask for a minor revision within 72 hours of its delivery, for ${cost}.`;
  }
  if (r.free === 1) {
    return fr
      ? 'Chaque tâche comprend une retouche mineure gratuite, à demander dans les 72 heures suivant sa livraison.'
      : 'Each task includes one free minor revision, which you can ask for within 72 hours of its delivery.';
  }
  return fr
    ? `Chaque tâche comprend ${r.free} retouches mineures gratuites, à demander dans les 72 heures suivant sa livraison.`
    : `Each task includes ${r.free} free minor revisions, which you can ask for within 72 hours of its delivery.`;
}

/**
 * The files a delivery e-mail links: those of the task's latest delivery round that are still
 * stored. The first delivery mail and an admin's resend both list them, so the two never differ.
 */
export function filesOfLatestDelivery(task: Pick<Task, 'deliverables'>): StoredFile[] {
  const all = task.deliverables ?? [];
  const round = Math.max(0, ...all.map((f) => f.round ?? 1));
  return all.filter((f) => (f.round ?? 1) === round && !f.purgedAt);
}

export function buildNotificationEmail(
  kind: Kind,
  n: PlannedNotification,
  to: { email: string; name: string; locale: Locale },
  origin: string,
  refund?: RefundDetails,
  files: Pick<StoredFile, 'id' | 'name'>[] = [],
  /** The revision terms in force (settings): how many free revisions a delivery includes, and what a further one costs. */
  revisions: { free: number; extraCredits: number } = { free: 1, extraCredits: 1 },
): Mail {
  const fr = to.locale === 'fr';
  const title = n.payload.task_title ?? '';
  const taskUrl = `${origin}/tasks/${encodeURIComponent(n.payload.task_id ?? '')}`;
  const hello = fr ? `Bonjour ${to.name},` : `Hello ${to.name},`;
  const button = (label: string) =>
    `<p><a href="${escapeHtml(taskUrl)}" style="display:inline-block;background:#3a3f9e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
  let subject: string;
  let lines: string[];
  let cta: string;
  if (kind === 'task_delivered') {
    subject = fr ? `Votre tâche est livrée : « ${title} »` : `Your task is delivered: “${title}”`;
    lines = fr
      ? [
          hello,
          `Votre tâche « ${title} » est livrée.`,
          'L’IA a préparé une ébauche et une personne a relu le travail.',
          revisionTerms(revisions, 'fr'),
        ]
      : [
          hello,
          `Your task “${title}” has been delivered.`,
          'AI prepared a draft and a person reviewed the work.',
          revisionTerms(revisions, 'en'),
        ];
    cta = fr ? 'Voir la tâche' : 'View the task';
  } else {
    const approved = n.payload.message === 'refund_approved';
    const amount = credits(n.payload.amount ?? 0, to.locale);
    subject = approved
      ? fr
        ? `Remboursement approuvé : « ${title} »`
        : `Refund approved: “${title}”`
      : fr
        ? `Demande de remboursement refusée : « ${title} »`
        : `Refund request declined: “${title}”`;
    // Says what the approval really did: credits bought with a card may go back to that card, and
    // credits a late delivery already returned are not returned twice.
    const toCard = refund?.toCard ?? refund?.paymentMethod === 'card';
    const alreadyReturned = !toCard && refund?.creditsReturned === 0;
    const outcome = approved
      ? toCard
        ? fr
          ? 'Votre paiement par carte sera remboursé dans les prochains jours.'
          : 'Your card payment will be refunded within a few days.'
        : alreadyReturned
          ? fr
            ? 'Les crédits de cette tâche vous avaient déjà été remis lors de sa livraison en retard.'
            : 'This task’s credits were already returned to your wallet when it was delivered late.'
          : fr
            ? `${amount} ont été remis dans votre portefeuille.`
            : `${amount} went back to your wallet.`
      : fr
        ? 'Après examen, nous ne pouvons pas approuver ce remboursement.'
        : 'After review, we cannot approve this refund.';
    lines = [
      hello,
      approved
        ? fr
          ? `Votre demande de remboursement pour « ${title} » est approuvée.`
          : `Your refund request for “${title}” was approved.`
        : fr
          ? `Votre demande de remboursement pour « ${title} » est refusée.`
          : `Your refund request for “${title}” was declined.`,
      outcome,
      ...(refund?.decisionReason ? [fr ? `Motif : ${refund.decisionReason}` : `Reason: ${refund.decisionReason}`] : []),
    ];
    cta = fr ? 'Voir la tâche' : 'View the task';
  }
  // Files go as links, never attachments: each opens the task page (behind sign-in), which
  // starts the download, so a forwarded mail gives nobody else the file.
  const fileUrl = (id: string) => `${taskUrl}?download=${encodeURIComponent(id)}`;
  const filesHeading = fr ? 'Vos fichiers :' : 'Your files:';
  const filesHtml = files.length
    ? `<p>${escapeHtml(filesHeading)}</p><ul>${files.map((f) => `<li><a href="${escapeHtml(fileUrl(f.id))}">${escapeHtml(f.name)}</a></li>`).join('')}</ul>`
    : '';
  const filesText = files.length
    ? `\n\n${filesHeading}\n${files.map((f) => `- ${f.name}: ${fileUrl(f.id)}`).join('\n')}`
    : '';
  const html = layout(
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') + filesHtml + button(cta),
    footer(to.locale, origin),
  );
  const text = `${lines.join('\n\n')}${filesText}\n\n${cta}: ${taskUrl}\n`;
  return { to: to.email, subject, text, html };
}
