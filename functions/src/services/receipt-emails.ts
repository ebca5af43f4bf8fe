import { formatCents, receiptLeadLocale, type Locale, type Receipt } from '@tasklane/domain';
import { escapeHtml, layout, type Mail } from './mail.js';
import { receiptDate, receiptFilename } from './receipt-pdf.js';

/**
 * The receipt mail in the customer's language, with the bilingual PDF attached; to a Québec address
 * it leads with French, then the customer's language when that is English (Bill 96). Pure; exported for tests.
 */
export function buildReceiptEmail(receipt: Receipt, pdf: Buffer, origin: string): Mail {
  const lead = receiptLeadLocale(receipt);
  const one = (l: Locale) => receiptEmailIn(receipt, origin, l);
  const parts = lead === receipt.customer.locale ? [one(lead)] : [one(lead), one(receipt.customer.locale)];
  const historyUrl = `${origin}/credits`;
  return {
    to: receipt.customer.email,
    subject: parts.map((p) => p.subject).join(' / '),
    text: parts.map((p) => `${p.lines.join('\n\n')}\n\n${p.cta}: ${historyUrl}\n`).join('\n—\n\n'),
    html: layout(
      parts.map((p) => p.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') + p.button).join('<hr>'),
      parts.map((p) => escapeHtml(p.footer)).join('<br>'),
    ),
    attachments: [{ filename: receiptFilename(receipt), content: pdf, contentType: 'application/pdf' }],
  };
}

function receiptEmailIn(receipt: Receipt, origin: string, locale: Locale) {
  const fr = locale === 'fr';
  const note = receipt.kind === 'credit_note';
  const total = formatCents(receipt.totalCents, locale);
  const date = receiptDate(receipt, locale);
  const historyUrl = `${origin}/credits`;
  const subject = note
    ? fr
      ? `Votre note de crédit Tasklane ${receipt.number}`
      : `Your Tasklane credit note ${receipt.number}`
    : fr
      ? `Votre reçu Tasklane ${receipt.number}`
      : `Your Tasklane receipt ${receipt.number}`;
  const hello = receipt.customer.name
    ? fr
      ? `Bonjour ${receipt.customer.name},`
      : `Hello ${receipt.customer.name},`
    : fr
      ? 'Bonjour,'
      : 'Hello,';
  const lines = [
    hello,
    note
      ? fr
        ? `Nous vous avons remboursé ${total} le ${date}${receipt.refundOf ? ` (reçu ${receipt.refundOf})` : ''}. Votre note de crédit est jointe en PDF.`
        : `We refunded you ${total} on ${date}${receipt.refundOf ? ` (receipt ${receipt.refundOf})` : ''}. Your credit note is attached as a PDF.`
      : fr
        ? `Merci pour votre paiement de ${total} le ${date}. Votre reçu est joint en PDF.`
        : `Thank you for your payment of ${total} on ${date}. Your receipt is attached as a PDF.`,
    // Several lines (a bilingual task's surcharge apart from the task): each is named in the mail too.
    ...(receipt.lines.length > 1
      ? receipt.lines.map((l) => `${l.description[locale]}${fr ? ' : ' : ': '}${formatCents(l.amountCents, locale)}`)
      : []),
    fr
      ? 'Vous pouvez aussi le télécharger en tout temps depuis votre historique de facturation.'
      : 'You can also download it at any time from your billing history.',
  ];
  const cta = fr ? 'Historique de facturation' : 'Billing history';
  const button = `<p><a href="${escapeHtml(historyUrl)}" style="display:inline-block;background:#3a3f9e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(cta)}</a></p>`;
  const footer = fr
    ? 'Vous recevez ce courriel parce qu’un paiement ou un remboursement a été fait sur votre compte Tasklane.'
    : 'You get this e-mail because a payment or a refund was made on your Tasklane account.';
  return { subject, lines, cta, button, footer };
}
