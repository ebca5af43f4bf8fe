// Bill 96: a receipt to a Québec address leads with French, PDF and mail alike, whatever the
// customer's language; elsewhere the customer's language leads.
import { receiptSchema } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReceiptEmail } from '../../functions/src/services/receipt-emails';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';
import { issueReceipt, pdfText } from '../support/receipts';

let owner: TestClient;
beforeAll(async () => {
  owner = await signedInClient();
});
afterAll(async () => owner.close());

const at = new Date('2026-06-15T16:00:00Z');
const issue = (province: 'QC' | 'ON') =>
  issueReceipt({ uid: owner.uid!, email: owner.email!, locale: 'en', province, subtotalCents: 13_500, at });
const pdfOf = async (receiptId: string) => {
  const out = await owner.call('getReceiptPdf', { receiptId });
  return pdfText(new Uint8Array(Buffer.from(out.base64, 'base64')));
};

describe('a receipt to a Québec address leads with French', () => {
  it('in the PDF, for an English-speaking customer in Québec; not in Ontario', async () => {
    const [qc, on] = await Promise.all([issue('QC'), issue('ON')]);
    const qcText = await pdfOf(qc);
    expect(qcText.indexOf('Province ou territoire')).toBeGreaterThanOrEqual(0);
    expect(qcText.indexOf('Province ou territoire')).toBeLessThan(qcText.indexOf('Province or territory'));
    const onText = await pdfOf(on);
    expect(onText.indexOf('Province or territory')).toBeLessThan(onText.indexOf('Province ou territoire'));
  });

  it('in the mail: French first, then English', async () => {
    const id = await issue('QC');
    const receipt = receiptSchema.parse((await adminDb.doc(`receipts/${id}`).get()).data());
    const mail = buildReceiptEmail(receipt, Buffer.from(''), 'https://tasklane.test');
    expect(mail.subject).toBe(`Votre reçu Tasklane ${id} / Your Tasklane receipt ${id}`);
    expect(mail.text.indexOf('Merci pour votre paiement')).toBeLessThan(
      mail.text.indexOf('Thank you for your payment'),
    );
  });
});
