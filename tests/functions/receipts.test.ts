// Receipt numbers and the receipt writer, run in-process through the Admin SDK against the
// Firestore emulator, inside real transactions as a payment or a refund would.
import { DEFAULT_SETTINGS, DEFAULT_SUPPLIER, computeTaxes, receiptSchema, type ReceiptInput } from '@tasklane/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../support/functions-client';
import { randomId } from '../support/emulators';
import { prepareReceipt, receiptRef } from '../../functions/src/lib/receipts';

// Each test takes its own calendar year, so its counter starts from zero whatever ran before.
let year = 2040 + Math.floor(Math.random() * 500);
const inYear = (y: number, monthDay = '06-15T16:00:00Z') => new Date(`${y}-${monthDay}`);

function input(uid: string, overrides: Partial<ReceiptInput> = {}): ReceiptInput {
  const taxes = computeTaxes('QC', 13_500, new Date('2026-06-15T16:00:00Z'));
  return {
    uid,
    kind: 'receipt',
    customer: { name: 'Jeanne Roy', email: 'jeanne@example.test', locale: 'fr' },
    lines: [{ description: { en: '5 credits', fr: '5 crédits' }, amountCents: 13_500 }],
    province: 'QC',
    taxes: taxes.lines,
    subtotalCents: 13_500,
    totalCents: taxes.totalCents,
    paymentMethod: 'card',
    paymentId: randomId('pi'),
    ...overrides,
  };
}

async function issue(at: Date, data: ReceiptInput): Promise<string> {
  return adminDb.runTransaction(async (tx) => {
    const prepared = await prepareReceipt(tx, at);
    prepared.write(data);
    return prepared.id;
  });
}

const written: string[] = [];
beforeEach(async () => {
  year += 1;
  await adminDb.doc('settings/app').set(DEFAULT_SETTINGS);
});
afterAll(async () => {
  await Promise.all(written.map((id) => adminDb.doc(`receipts/${id}`).delete()));
});

describe('prepareReceipt', () => {
  it('numbers the first receipt of a year TL-<year>-000001 and writes it with the supplier snapshot', async () => {
    const uid = randomId('u');
    const id = await issue(inYear(year), input(uid));
    written.push(id);
    expect(id).toBe(`TL-${year}-000001`);
    const receipt = (await receiptRef(id).get()).data();
    expect(receipt).toMatchObject({
      number: id,
      year,
      sequence: 1,
      uid,
      kind: 'receipt',
      province: 'QC',
      subtotalCents: 13_500,
      taxCents: 675 + 1347,
      totalCents: 15_522,
      supplier: DEFAULT_SUPPLIER,
      emailedAt: null,
    });
    expect(receiptSchema.safeParse((await adminDb.doc(`receipts/${id}`).get()).data()).success).toBe(true);
    expect((await adminDb.doc(`counters/receipts-${year}`).get()).data()).toEqual({ year, last: 1 });
  });

  it('gives 10 concurrent transactions 10 distinct consecutive numbers', async () => {
    const uid = randomId('u');
    const ids = await Promise.all(Array.from({ length: 10 }, () => issue(inYear(year), input(uid))));
    written.push(...ids);
    const expected = Array.from({ length: 10 }, (_, i) => `TL-${year}-${String(i + 1).padStart(6, '0')}`);
    expect([...ids].sort()).toEqual(expected);
    const stored = await adminDb.collection('receipts').where('uid', '==', uid).get();
    expect(stored.size).toBe(10);
    expect((await adminDb.doc(`counters/receipts-${year}`).get()).data()).toEqual({ year, last: 10 });
  });

  it('uses the calendar year in America/Toronto: 23:30 on December 31 belongs to the old year', async () => {
    const uid = randomId('u');
    const lateNewYearsEve = new Date(`${year + 1}-01-01T04:30:00Z`); // 23:30 EST on Dec 31
    const id = await issue(lateNewYearsEve, input(uid));
    written.push(id);
    expect(id).toBe(`TL-${year}-000001`);
  });

  it('leaves no gap when the payment rolls back', async () => {
    const uid = randomId('u');
    await expect(
      adminDb.runTransaction(async (tx) => {
        const prepared = await prepareReceipt(tx, inYear(year));
        prepared.write(input(uid));
        throw new Error('the payment failed after the receipt was prepared');
      }),
    ).rejects.toThrow('the payment failed');
    const id = await issue(inYear(year), input(uid));
    written.push(id);
    expect(id).toBe(`TL-${year}-000001`);
  });

  it('refuses inconsistent amounts and writes nothing', async () => {
    const uid = randomId('u');
    await expect(issue(inYear(year), input(uid, { totalCents: 1 }))).rejects.toThrow(/total_mismatch/);
    expect((await adminDb.doc(`counters/receipts-${year}`).get()).exists).toBe(false);
  });

  it('writes a credit note that cites the receipt it reverses', async () => {
    const uid = randomId('u');
    const receiptId = await issue(inYear(year), input(uid));
    const noteId = await issue(
      inYear(year, '06-20T16:00:00Z'),
      input(uid, { kind: 'credit_note', refundOf: receiptId }),
    );
    written.push(receiptId, noteId);
    expect(noteId).toBe(`TL-${year}-000002`);
    expect((await receiptRef(noteId).get()).data()).toMatchObject({ kind: 'credit_note', refundOf: receiptId });
  });

  it('snapshots the supplier the admins set, so later edits never rewrite an issued receipt', async () => {
    const supplier = { ...DEFAULT_SUPPLIER, legalName: 'Autre entreprise inc.' };
    await adminDb.doc('settings/app').set({ ...DEFAULT_SETTINGS, supplier });
    const id = await issue(inYear(year), input(randomId('u')));
    written.push(id);
    await adminDb.doc('settings/app').set(DEFAULT_SETTINGS);
    expect((await receiptRef(id).get()).data()?.supplier.legalName).toBe('Autre entreprise inc.');
  });
});
