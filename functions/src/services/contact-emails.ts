import type { ContactInput, Locale } from '@tasklane/domain';
import { detailsBlock, escapeHtml, layout, textParagraph as para, type Mail } from './mail.js';

type Message = Omit<ContactInput, 'website'>;

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
  const details = detailsBlock(rows);
  const text = [...details.text, '', `Subject: ${m.subject}`, '', m.message].join('\n');
  const html = layout(
    `<p style="margin:0 0 12px"><strong>New contact message</strong>. Reply within 2 business hours.</p>
${details.html}
<p style="margin:0 0 6px"><strong>${escapeHtml(m.subject)}</strong></p>${para(m.message)}`,
    'Sent by the Tasklane contact form.',
  );
  return { to, subject: `[Contact] ${m.subject}`, text, html, replyTo: m.email };
}

const ACK: Record<Locale, { subject: string; body: string[]; footer: string }> = {
  en: {
    subject: 'We received your message',
    body: [
      'Hello,',
      'Thank you for writing to Tasklane. Your message reached our team.',
      'We reply within 2 business hours, Monday to Friday, 9 a.m. to 5 p.m. Eastern. A message sent in the evening or on the weekend is answered the next business morning.',
    ],
    footer:
      'You receive this e-mail because this address was entered in the Tasklane contact form. If it was not you, you can ignore it.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    body: [
      'Bonjour,',
      'Merci d’avoir écrit à Tasklane. Votre message est bien parvenu à notre équipe.',
      'Nous répondons en moins de 2 heures ouvrables, du lundi au vendredi, de 9 h à 17 h (heure de l’Est). Un message envoyé le soir ou la fin de semaine reçoit une réponse le matin du jour ouvrable suivant.',
    ],
    footer:
      'Vous recevez ce courriel parce que cette adresse a été inscrite dans le formulaire de contact de Tasklane. Si ce n’était pas vous, vous pouvez l’ignorer.',
  },
};

/**
 * The sender's acknowledgement, in the language they wrote in. Fixed text only: the address is
 * unverified, so echoing the name, subject or message would let anyone send our mail, with
 * their words in it, to anyone.
 */
export function contactAckMail(to: string, locale: Locale): Mail {
  const c = ACK[locale];
  const text = [...c.body.flatMap((b) => [b, '']), '— Tasklane', '', c.footer].join('\n');
  const html = layout(c.body.map(para).join(''), escapeHtml(c.footer));
  return { to, subject: `${c.subject} · Tasklane`, text, html };
}
