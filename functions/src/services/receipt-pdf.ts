import {
  PROVINCE_NAMES,
  TAX_NAMES,
  dateTimeFormat,
  formatCents,
  formatRateBps,
  toMillis,
  type Locale,
  receiptLeadLocale,
  type Receipt,
} from '@tasklane/domain';
import path from 'node:path';

// DejaVu Sans is embedded (subset) so accents and the narrow no-break space that fr-CA number
// formatting puts before "$" render the same everywhere, offline, with no font download.
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = path.join(fontDir, 'DejaVuSans.ttf');
const BOLD = path.join(fontDir, 'DejaVuSans-Bold.ttf');

interface Labels {
  title: Record<Receipt['kind'], string>;
  number: string;
  date: string;
  refundOf: string;
  billedTo: string;
  province: string;
  subtotal: string;
  total: string;
  paymentMethod: string;
  methods: Record<Receipt['paymentMethod'], string>;
}

const LABELS: Record<Locale, Labels> = {
  en: {
    title: { receipt: 'Receipt', credit_note: 'Credit note' },
    number: 'No.',
    date: 'Date',
    refundOf: 'Refund of receipt',
    billedTo: 'Billed to',
    province: 'Province or territory',
    subtotal: 'Amount before tax',
    total: 'Total',
    paymentMethod: 'Payment method',
    methods: { card: 'Card', credits: 'Tasklane credits' },
  },
  fr: {
    title: { receipt: 'Reçu', credit_note: 'Note de crédit' },
    number: 'No',
    date: 'Date',
    refundOf: 'Remboursement du reçu',
    billedTo: 'Facturé à',
    province: 'Province ou territoire',
    subtotal: 'Montant avant taxes',
    total: 'Total',
    paymentMethod: 'Mode de paiement',
    methods: { card: 'Carte', credits: 'Crédits Tasklane' },
  },
};

/** The receipt's date as people read it in America/Toronto: "November 22, 2026" / "22 novembre 2026". */
export function receiptDate(receipt: Receipt, locale: Locale): string {
  const millis = toMillis(receipt.issuedAt) ?? 0;
  return dateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { timeZone: 'America/Toronto', dateStyle: 'long' }).format(
    new Date(millis),
  );
}

/** `TL-2026-000001-receipt.pdf` / `TL-2026-000002-credit-note.pdf`. */
export function receiptFilename(receipt: Receipt): string {
  return `${receipt.number}-${receipt.kind === 'credit_note' ? 'credit-note' : 'receipt'}.pdf`;
}

/** "HST 13%" / "TVH 13 %": a tax line's label with its rate. */
export function taxLabel(code: keyof typeof TAX_NAMES, rateBps: number, locale: Locale): string {
  return `${TAX_NAMES[code][locale]} ${formatRateBps(rateBps, locale)}`;
}

/**
 * Renders a receipt or credit note on one Letter page: the supplier and its registration
 * numbers across the top, then the same document in both languages side by side, the
 * customer's language first (French first for a Québec address: receiptLeadLocale). Every field a GST/HST and QST invoice needs is printed.
 */
export async function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  // pdfkit loads with the first receipt a function instance renders, not at its start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 48,
    info: {
      Title: `${LABELS.en.title[receipt.kind]} / ${LABELS.fr.title[receipt.kind]} ${receipt.number}`,
      Author: receipt.supplier.legalName,
      Subject: receipt.number,
    },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 48;
  const fullWidth = doc.page.width - 96;
  const s = receipt.supplier;
  doc.font('bold').fontSize(16).fillColor('#1f2340').text(s.legalName, left, 48, { width: fullWidth });
  doc.font('regular').fontSize(9.5).fillColor('#333333');
  doc.text(`${s.address.street}, ${s.address.city} (${s.address.province}) ${s.address.postalCode}`, {
    width: fullWidth,
  });
  if (s.email) doc.text(s.email, { width: fullWidth });
  doc.moveDown(0.4);
  doc.text(`GST/HST No. / No de TPS/TVH\u00a0: ${s.gstHstNumber}`, { width: fullWidth });
  doc.text(`QST No. / No de TVQ\u00a0: ${s.qstNumber}`, { width: fullWidth });
  const ruleY = doc.y + 10;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + fullWidth, ruleY)
    .lineWidth(0.8)
    .strokeColor('#3a3f9e')
    .stroke();

  const first: Locale = receiptLeadLocale(receipt);
  const order: Locale[] = first === 'fr' ? ['fr', 'en'] : ['en', 'fr'];
  const gap = 24;
  const colWidth = (fullWidth - gap) / 2;
  const top = ruleY + 16;
  let bottom = top;
  order.forEach((locale, i) => {
    const x = left + i * (colWidth + gap);
    bottom = Math.max(bottom, column(doc, receipt, locale, x, top, colWidth));
  });
  doc
    .moveTo(left + colWidth + gap / 2, top)
    .lineTo(left + colWidth + gap / 2, bottom)
    .lineWidth(0.4)
    .strokeColor('#c8cbe0')
    .stroke();

  doc.end();
  return done;
}

/** One language's column; returns where it ended. */
function column(doc: PDFKit.PDFDocument, r: Receipt, locale: Locale, x: number, top: number, width: number): number {
  const L = LABELS[locale];
  // French typography puts a no-break space before a colon.
  const sep = locale === 'fr' ? '\u00a0: ' : ': ';
  const money = (cents: number) => formatCents(cents, locale);
  const amountWidth = 90;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular').fontSize(10);
    doc.text(label, x, y, { width: width - amountWidth - 6 });
    const after = doc.y;
    doc.text(amount, x + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 3;
  };

  doc.fillColor('#1f2340').font('bold').fontSize(15).text(L.title[r.kind], x, top, { width });
  doc.font('regular').fontSize(10).fillColor('#333333');
  doc.text(`${L.number} ${r.number}`, x, doc.y, { width });
  doc.text(`${L.date}${sep}${receiptDate(r, locale)}`, { width });
  if (r.refundOf) doc.text(`${L.refundOf} ${r.refundOf}`, { width });
  doc.moveDown(0.6);
  doc.font('bold').text(L.billedTo, { width });
  doc.font('regular').text(r.customer.name || r.customer.email, { width });
  if (r.customer.address) doc.text(r.customer.address, { width });
  if (r.customer.name) doc.text(r.customer.email, { width });
  doc.text(`${L.province}${sep}${PROVINCE_NAMES[r.province][locale]}`, { width });
  doc.moveDown(0.8);

  for (const line of r.lines) row(line.description[locale], money(line.amountCents));
  const ruleY = doc.y + 2;
  doc
    .moveTo(x, ruleY)
    .lineTo(x + width, ruleY)
    .lineWidth(0.4)
    .strokeColor('#c8cbe0')
    .stroke();
  doc.y = ruleY + 6;
  row(L.subtotal, money(r.subtotalCents));
  for (const tax of r.taxes) row(taxLabel(tax.code, tax.rateBps, locale), money(tax.amountCents));
  row(L.total, money(r.totalCents), true);
  doc.moveDown(0.6);
  doc.font('regular').fontSize(10).text(`${L.paymentMethod}${sep}${L.methods[r.paymentMethod]}`, x, doc.y, { width });
  return doc.y;
}
