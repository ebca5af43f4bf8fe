// Issues receipts the way a payment does: the real writer, in a real transaction, in-process
// through the Admin SDK against the Firestore emulator (the Functions emulator's trigger then
// mails them). Also reads a PDF's text the way a person or an accountant's tool would.
import { computeTaxes, type Locale, type Province, type ReceiptInput } from '@tasklane/domain';
import { extractText } from 'unpdf';
import { prepareReceipt } from '../../functions/src/lib/receipts';
import { adminDb } from './functions-client';
import { randomId } from './emulators';

export interface ReceiptCase {
  uid: string;
  email: string;
  name?: string;
  locale?: Locale;
  province: Province;
  subtotalCents: number;
  at: Date;
  kind?: ReceiptInput['kind'];
  refundOf?: string;
}

export async function issueReceipt(c: ReceiptCase): Promise<string> {
  const taxes = computeTaxes(c.province, c.subtotalCents, c.at);
  return adminDb.runTransaction(async (tx) => {
    const prepared = await prepareReceipt(tx, c.at);
    prepared.write({
      uid: c.uid,
      kind: c.kind ?? 'receipt',
      customer: { name: c.name ?? 'Jeanne Roy', email: c.email, locale: c.locale ?? 'en' },
      lines: [{ description: { en: '5 credits', fr: '5 crédits' }, amountCents: c.subtotalCents }],
      province: c.province,
      taxes: taxes.lines,
      subtotalCents: c.subtotalCents,
      totalCents: taxes.totalCents,
      paymentMethod: 'card',
      paymentId: randomId('pi'),
      ...(c.refundOf ? { refundOf: c.refundOf } : {}),
    });
    return prepared.id;
  });
}

/** The PDF's text with every kind of space made plain, so "135,00 $" matches whatever Intl used. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
