import type { ContactInput, Locale } from '@tasklane/domain';
import { escapeHtml, layout, type Mail } from './mail.js';

type Message = Omit<ContactInput, 'website'>;

const para = (s: string) => `<p style="margin:0 0 12px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;

/** The staff copy: every field, escaped; replying goes straight to the sender. */
export function staffContactMail(to: string, m: Message, id: string, signedInUid: string | null): Mail {
  const rows: [string, string][] = [
    ['Name', m.name],
    ['E-mail', m.email],
    ['Company', m.company || '—'],
    ['Phone', m.phone || '—'],
    ['Language', m.locale === 'fr' ? 'French' : 'English'],
    ['Account', signedInUid ?? 'not signed in'],
    ['Message id', id],
  ];
  const text = [...rows.map(([k, v]) => `${k}: ${v}`), '', `Subject: ${m.subject}`, '', m.message].join('\n');
  const table = rows
    .map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0;color:#5b5f7a">${k}</td><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  const html = layout(
    `<p style="margin:0 0 12px"><strong>New contact message</strong>. Reply within 2 business hours.</p>
<table role="presentation" style="font-size:14px;margin-bottom:12px">${table}</table>
<p style="margin:0 0 6px"><strong>${escapeHtml(m.subject)}</strong></p>${para(m.message)}`,
    'Sent by the Tasklane contact form.',
  );
  return { to, subject: `[Contact] ${m.subject}`, text, html, replyTo: m.email };
}

const ACK: Record<Locale, { subject: string; hello: (n: string) => string; body: string[]; quote: string; footer: string }> = {
  en: {
    subject: 'We received your message',
    hello: (n) => `Hello ${n},`,
    body: [
      'Thank you for writing to Tasklane. Your message reached our team.',
      'We reply within 2 business hours, Monday to Friday, 9 a.m. to 5 p.m. Eastern. A message sent in the evening or on the weekend is answered the next business morning.',
    ],
    quote: 'Your message:',
    footer: 'You receive this e-mail because this address was entered in the Tasklane contact form.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    hello: (n) => `Bonjour ${n},`,
    body: [
      'Merci d’avoir écrit à Tasklane. Votre message est bien parvenu à notre équipe.',
      'Nous répondons en moins de 2 heures ouvrables, du lundi au vendredi, de 9 h à 17 h (heure de l’Est). Un message envoyé le soir ou la fin de semaine reçoit une réponse le matin du jour ouvrable suivant.',
    ],
    quote: 'Votre message :',
    footer: 'Vous recevez ce courriel parce que cette adresse a été inscrite dans le formulaire de contact de Tasklane.',
  },
};

/** The sender's acknowledgement, in the language they wrote in. */
export function contactAckMail(m: Message): Mail {
  const c = ACK[m.locale];
  const text = [c.hello(m.name), '', ...c.body.flatMap((b) => [b, '']), c.quote, `« ${m.subject} »`, m.message, '', '— Tasklane'].join('\n');
  const html = layout(
    `${para(c.hello(m.name))}${c.body.map(para).join('')}<p style="margin:16px 0 6px;color:#5b5f7a">${escapeHtml(c.quote)}</p>
<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #c9ccf0;color:#3d4160"><strong>${escapeHtml(m.subject)}</strong><br>${escapeHtml(m.message).replace(/\n/g, '<br>')}</blockquote>`,
    escapeHtml(c.footer),
  );
  return { to: m.email, subject: `${c.subject} · Tasklane`, text, html };
}
