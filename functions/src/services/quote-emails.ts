import { TIME_ZONE, type Locale, type PlannedNotification, type Quote, type QuoteStatus } from '@tasklane/domain';
import { detailsBlock, escapeHtml, layout, textParagraph, type Mail } from './mail.js';

type QuoteMailStatus =
  Extract<QuoteStatus, 'quoted' | 'expired' | 'delivered' | 'settled' | 'refunded'> | 'refund_declined';

const TEXT: Record<QuoteMailStatus, Record<Locale, { subject: (t: string) => string; body: string }>> = {
  quoted: {
    en: {
      subject: (t) => `Your quote is ready: “${t}”`,
      body: 'We answered your request with a scope, an estimate and a not-to-exceed ceiling. Review it and accept, ask for changes or decline before the offer expires.',
    },
    fr: {
      subject: (t) => `Votre soumission est prête : « ${t} »`,
      body: 'Nous avons répondu à votre demande avec une portée, une estimation et un plafond à ne pas dépasser. Consultez-la, puis acceptez-la, demandez des changements ou refusez-la avant son expiration.',
    },
  },
  expired: {
    en: {
      subject: (t) => `Your quote expired: “${t}”`,
      body: 'The offer passed its expiry date without an answer, so it can no longer be accepted. Ask us again if you still need this work.',
    },
    fr: {
      subject: (t) => `Votre soumission a expiré : « ${t} »`,
      body: 'L’offre a dépassé sa date d’expiration sans réponse ; elle ne peut plus être acceptée. Écrivez-nous si vous avez toujours besoin de ce travail.',
    },
  },
  delivered: {
    en: {
      subject: (t) => `Your project is delivered: “${t}”`,
      body: 'The work is delivered with its actual cost. Confirm it, or ask for a revision; without an answer it is settled automatically after 7 days.',
    },
    fr: {
      subject: (t) => `Votre projet est livré : « ${t} »`,
      body: 'Le travail est livré avec son coût réel. Confirmez-le ou demandez une retouche ; sans réponse, il est réglé automatiquement après 7 jours.',
    },
  },
  refunded: {
    en: {
      subject: (t) => `Your refund is approved: “${t}”`,
      body: 'We approved your refund request. Everything you paid for this project comes back to you: reserved credits at once, a card payment within a few days, with its credit note.',
    },
    fr: {
      subject: (t) => `Votre remboursement est accepté : « ${t} »`,
      body: 'Nous avons accepté votre demande de remboursement. Tout ce que vous avez payé pour ce projet vous est rendu : les crédits réservés tout de suite, un paiement par carte d’ici quelques jours, avec sa note de crédit.',
    },
  },
  refund_declined: {
    en: {
      subject: (t) => `Your refund request was declined: “${t}”`,
      body: 'We reviewed your refund request and declined it; the reason is on the quote page. The delivery stands: confirm it or ask for a revision; without an answer it is settled automatically 7 days after delivery.',
    },
    fr: {
      subject: (t) => `Votre demande de remboursement est refusée : « ${t} »`,
      body: 'Nous avons étudié votre demande de remboursement et l’avons refusée ; la raison figure sur la page de la soumission. La livraison est maintenue : confirmez-la ou demandez une retouche ; sans réponse, elle est réglée automatiquement 7 jours après la livraison.',
    },
  },
  settled: {
    en: {
      subject: (t) => `Your project is settled: “${t}”`,
      body: 'The project is complete. You paid its actual cost; whatever was held above it goes back to you (credits at once, a card refund within a few days).',
    },
    fr: {
      subject: (t) => `Votre projet est réglé : « ${t} »`,
      body: 'Le projet est terminé. Vous avez payé son coût réel ; ce qui était retenu au-delà vous est rendu (les crédits tout de suite, un remboursement par carte d’ici quelques jours).',
    },
  },
};

/** The quote e-mail for one notification, in the recipient's language; exported for tests. */
export function buildQuoteEmail(
  n: PlannedNotification,
  to: { email: string; name: string; locale: Locale },
  origin: string,
): Mail | null {
  const status: QuoteMailStatus | undefined =
    n.payload.quote_refund === 'declined' ? 'refund_declined' : (n.payload.quote_status as QuoteMailStatus | undefined);
  if (!status || !(status in TEXT)) return null;
  const t = TEXT[status][to.locale];
  const title = n.payload.quote_title ?? '';
  const url = `${origin}/quotes/${encodeURIComponent(n.payload.quote_id ?? '')}`;
  const fr = to.locale === 'fr';
  const hello = fr ? `Bonjour ${to.name},` : `Hello ${to.name},`;
  const cta = fr ? 'Voir la soumission' : 'View the quote';
  const lines = [hello, t.body];
  const html = layout(
    `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#3a3f9e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(cta)}</a></p>`,
    fr
      ? 'Vous recevez ce courriel parce que les avis par courriel sont activés dans votre profil.'
      : 'You get this e-mail because e-mail notifications are on in your profile.',
  );
  return { to: to.email, subject: t.subject(title), text: `${lines.join('\n\n')}\n\n${cta}: ${url}\n`, html };
}

/**
 * The staff's copy of a new quote request: what was asked, by whom, by when and for how much,
 * with a link to the admin quotes tab. Everything the customer wrote is escaped.
 */
export function staffQuoteRequestMail(
  to: string,
  q: Pick<Quote, 'title' | 'category' | 'description' | 'wantedBy' | 'language' | 'budgetCents'>,
  quoteId: string,
  customerEmail: string,
  origin: string,
): Mail {
  const url = `${origin}/admin/quotes`;
  const rows: [string, string][] = [
    ['Customer', customerEmail || '—'],
    ['Category', q.category],
    ['Working language', q.language === 'fr' ? 'French' : 'English'],
    [
      'Wanted by',
      new Date(q.wantedBy).toLocaleString('en-CA', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }),
    ],
    ['Budget', q.budgetCents === null ? 'none given' : `${(q.budgetCents / 100).toFixed(2)} $`],
    ['Quote id', quoteId],
  ];
  const details = detailsBlock(rows);
  const text = [`New quote request: ${q.title}`, '', ...details.text, '', q.description, '', `Answer it: ${url}`].join(
    '\n',
  );
  const html = layout(
    `<p style="margin:0 0 12px"><strong>New quote request</strong>: ${escapeHtml(q.title)}</p>
${details.html}
${textParagraph(q.description)}
<p style="margin:0 0 12px"><a href="${escapeHtml(url)}">Answer it in the admin quotes tab</a></p>`,
    'Sent by Tasklane when a customer asks for a quote.',
  );
  return { to, subject: `[Quote] ${q.title}`, text, html, ...(customerEmail ? { replyTo: customerEmail } : {}) };
}
