import type { Locale, ThreadKind, ThreadMessage, WaitingOutcome } from '@tasklane/domain';
import { escapeHtml, layout, textParagraph, type Mail } from './mail.js';

/** One message as a batched e-mail lists it. */
export interface MailedMessage {
  type: ThreadMessage['type'];
  text: string;
  fileNames: string[];
  outcome?: WaitingOutcome;
}

function outcomeLine(outcome: WaitingOutcome, days: number, fr: boolean): string {
  if (outcome === 'cancel_refund') {
    return fr
      ? `Sans réponse d'ici ${days} jours, nous annulerons la tâche et vous rembourserons en entier.`
      : `If we have no answer within ${days} days, we will cancel the task and refund you in full.`;
  }
  return fr
    ? `Sans réponse d'ici ${days} jours, nous livrerons selon les hypothèses indiquées.`
    : `If we have no answer within ${days} days, we will deliver on the assumptions stated.`;
}

/**
 * The batched e-mail of a thread: every new message from the other side since the last one, in
 * the recipient's language. Person-written text is escaped and never turned into links or HTML.
 * A question says in advance what happens if it goes unanswered.
 */
export function buildThreadEmail(input: {
  to: { email: string; locale: Locale };
  kind: ThreadKind;
  entityId: string;
  title: string;
  messages: MailedMessage[];
  waitingDays: number;
  origin: string;
  staff: boolean;
}): Mail {
  const { to, messages, title, origin } = input;
  const fr = to.locale === 'fr';
  // Staff answer a task from the review workspace and a quote from its page (which shows them the staff side).
  const path =
    input.staff && input.kind === 'task'
      ? `/admin/review/${encodeURIComponent(input.entityId)}`
      : `/${input.kind === 'task' ? 'tasks' : 'quotes'}/${encodeURIComponent(input.entityId)}`;
  const url = `${origin}${path}`;
  const asks = messages.some((m) => m.type === 'question');
  const subject = asks
    ? fr
      ? `Nous avons besoin de votre réponse pour continuer : ${title}`
      : `We need your answer to continue: ${title}`
    : fr
      ? `${messages.length} nouveau${messages.length > 1 ? 'x' : ''} message${messages.length > 1 ? 's' : ''} : ${title}`
      : `${messages.length} new message${messages.length === 1 ? '' : 's'}: ${title}`;
  const text: string[] = [];
  let html = '';
  for (const m of messages) {
    const label = m.type === 'question' ? (fr ? 'Question' : 'Question') : fr ? 'Message' : 'Message';
    const files = m.fileNames.length ? `${fr ? 'Fichiers' : 'Files'} : ${m.fileNames.join(', ')}` : '';
    text.push(`${label}:`, m.text, ...(files ? [files] : []));
    html += `<p style="margin:0 0 4px"><strong>${label}</strong></p>${m.text ? textParagraph(m.text) : ''}${files ? `<p style="margin:0 0 12px">${escapeHtml(files)}</p>` : ''}`;
    if (m.outcome) {
      const line = outcomeLine(m.outcome, input.waitingDays, fr);
      text.push(line);
      html += `<p style="margin:0 0 12px"><em>${escapeHtml(line)}</em></p>`;
    }
    text.push('');
  }
  const open = fr ? 'Ouvrir la conversation' : 'Open the conversation';
  text.push(`${open}: ${url}`);
  html += `<p><a href="${escapeHtml(url)}">${open}</a></p>`;
  const footer = fr
    ? 'Au plus un courriel par conversation toutes les 15 minutes.'
    : 'At most one e-mail per conversation every 15 minutes.';
  return { to: to.email, subject, text: text.join('\n'), html: layout(`<p>${escapeHtml(title)}</p>${html}`, footer) };
}
