// getReceiptPdf: the owner (or an admin) downloads a receipt as a bilingual PDF. The PDF text
// is extracted and checked for the taxes of Ontario, Québec, Alberta and Nova Scotia on both
// sides of its 2025-04-01 rate change, in English and in French, on the same page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { issueReceipt, pdfText } from '../support/receipts';

let owner: TestClient;
let other: TestClient;
let admin: TestClient;
beforeAll(async () => {
  owner = await signedInClient({ displayName: 'Élise Côté' });
  other = await signedInClient();
  admin = await signedInClient({ admin: true });
});
afterAll(async () => {
  await Promise.all([owner.close(), other.close(), admin.close()]);
});

async function download(client: TestClient, receiptId: string) {
  const out = await client.call('getReceiptPdf', { receiptId });
  return { ...out, text: await pdfText(new Uint8Array(Buffer.from(out.base64, 'base64'))) };
}

const summer = new Date('2026-06-15T16:00:00Z');

describe('the receipt PDF shows the right taxes, in English and French', () => {
  const cases = [
    {
      name: 'Ontario: HST 13 %',
      province: 'ON' as const,
      at: summer,
      en: ['Province or territory: Ontario', 'Amount before tax $135.00', 'HST 13% $17.55', 'Total $152.55'],
      fr: ['Province ou territoire : Ontario', 'Montant avant taxes 135,00 $', 'TVH 13 % 17,55 $', 'Total 152,55 $'],
      absent: ['GST', 'QST', 'TPS', 'TVQ'],
    },
    {
      name: 'Québec: GST 5 % + QST 9.975 %',
      province: 'QC' as const,
      at: summer,
      en: ['Province or territory: Québec', 'GST 5% $6.75', 'QST 9.975% $13.47', 'Total $155.22'],
      fr: ['Province ou territoire : Québec', 'TPS 5 % 6,75 $', 'TVQ 9,975 % 13,47 $', 'Total 155,22 $'],
      absent: ['HST', 'TVH'],
    },
    {
      name: 'Alberta: GST 5 % only',
      province: 'AB' as const,
      at: summer,
      en: ['Province or territory: Alberta', 'GST 5% $6.75', 'Total $141.75'],
      fr: ['Province ou territoire : Alberta', 'TPS 5 % 6,75 $', 'Total 141,75 $'],
      absent: ['HST', 'QST', 'PST', 'TVH', 'TVQ', 'TVP'],
    },
    {
      name: 'Nova Scotia on 2025-03-31: HST 15 %',
      province: 'NS' as const,
      at: new Date('2025-03-31T20:00:00Z'),
      en: ['Province or territory: Nova Scotia', 'Date: March 31, 2025', 'HST 15% $20.25', 'Total $155.25'],
      fr: ['Province ou territoire : Nouvelle-Écosse', 'Date : 31 mars 2025', 'TVH 15 % 20,25 $', 'Total 155,25 $'],
      absent: ['HST 14', 'TVH 14'],
    },
    {
      name: 'Nova Scotia on 2025-04-01: HST 14 %',
      province: 'NS' as const,
      at: new Date('2025-04-01T14:00:00Z'),
      en: ['Date: April 1, 2025', 'HST 14% $18.90', 'Total $153.90'],
      fr: ['Date : 1 avril 2025', 'TVH 14 % 18,90 $', 'Total 153,90 $'],
      absent: ['HST 15', 'TVH 15'],
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const receiptId = await issueReceipt({
        uid: owner.uid!,
        email: owner.email!,
        name: 'Élise Côté',
        province: c.province,
        subtotalCents: 13_500,
        at: c.at,
      });
      const { text, filename, contentType } = await download(owner, receiptId);
      expect(filename).toBe(`${receiptId}-receipt.pdf`);
      expect(contentType).toBe('application/pdf');
      for (const s of [...c.en, ...c.fr]) expect(text).toContain(s);
      // A tax line reads "<name> <rate>"; the header's "GST/HST No." must not count as one.
      for (const s of c.absent) expect(text).not.toMatch(new RegExp(`\\b${s}${/\d$/.test(s) ? '' : ' \\d'}`));
      // Every field of a GST/HST and QST invoice, in both languages.
      for (const s of [
        'Tasklane Services inc.',
        'Gatineau (QC) J8X 4C8',
        'GST/HST No. / No de TPS/TVH : 123456789 RT 0001',
        'QST No. / No de TVQ : 1234567890 TQ 0001',
        'Receipt',
        'Reçu',
        `No. ${receiptId}`,
        `No ${receiptId}`,
        'Élise Côté',
        owner.email!,
        '5 credits $135.00',
        '5 crédits 135,00 $',
        'Payment method: Card',
        'Mode de paiement : Carte',
      ]) {
        expect(text).toContain(s);
      }
    });
  }

  it('a credit note says so in both languages and cites the receipt it reverses', async () => {
    const receiptId = await issueReceipt({
      uid: owner.uid!,
      email: owner.email!,
      province: 'ON',
      subtotalCents: 2900,
      at: summer,
    });
    const noteId = await issueReceipt({
      uid: owner.uid!,
      email: owner.email!,
      province: 'ON',
      subtotalCents: 2900,
      at: summer,
      kind: 'credit_note',
      refundOf: receiptId,
    });
    const { text, filename } = await download(owner, noteId);
    expect(filename).toBe(`${noteId}-credit-note.pdf`);
    for (const s of [
      'Credit note',
      'Note de crédit',
      `Refund of receipt ${receiptId}`,
      `Remboursement du reçu ${receiptId}`,
      'HST 13% $3.77',
      'TVH 13 % 3,77 $',
    ]) {
      expect(text).toContain(s);
    }
  });
});

describe('getReceiptPdf access', () => {
  let receiptId: string;
  beforeAll(async () => {
    receiptId = await issueReceipt({
      uid: owner.uid!,
      email: owner.email!,
      province: 'QC',
      subtotalCents: 2900,
      at: summer,
    });
  });
  it('an admin downloads any receipt', async () => {
    const { text } = await download(admin, receiptId);
    expect(text).toContain(receiptId);
  });
  it('refuses a signed-out caller', async () => {
    expect((await errorOf(anonymousClient().call('getReceiptPdf', { receiptId }))).code).toBe(
      'functions/unauthenticated',
    );
  });
  it("refuses another user's download", async () => {
    expect((await errorOf(other.call('getReceiptPdf', { receiptId }))).code).toBe('functions/permission-denied');
  });
  it('refuses a malformed id with the field named', async () => {
    const e = await errorOf(owner.callRaw('getReceiptPdf', { receiptId: '../settings/app' }));
    expect(e.code).toBe('functions/invalid-argument');
    expect(e.details).toEqual({ fields: { receiptId: 'receipt_number_invalid' } });
  });
  it('answers not-found for a number never issued', async () => {
    expect((await errorOf(owner.call('getReceiptPdf', { receiptId: 'TL-1999-000001' }))).code).toBe(
      'functions/not-found',
    );
  });
});
