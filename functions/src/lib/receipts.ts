import {
  formatReceiptNumber,
  receiptCounterId,
  receiptCounterSchema,
  receiptInputSchema,
  supplierOf,
  torontoDateOf,
  type Receipt,
  type ReceiptInput,
} from '@tasklane/domain';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { readSettings } from './settings.js';
import { col } from './collections.js';

export const receiptsRef = () => col.receipts();
export const receiptRef = (id: string) => receiptsRef().doc(id);
const counterRef = (year: number) => col.counters().doc(receiptCounterId(year));

export interface PreparedReceipt {
  /** `TL-2026-000001`. */
  number: string;
  /** The document id under `receipts/`: the number itself, so a credit note can cite it. */
  id: string;
  /** Write phase: the receipt (with the supplier snapshot) and the advanced counter. Once. */
  write(input: ReceiptInput): void;
}

/**
 * Read phase of a payment's or refund's transaction: allocates the next number of `issuedAt`'s
 * calendar year in America/Toronto. Because the counter is read inside the transaction and
 * written back with the receipt, two payments at once never share a number and a rolled-back
 * payment leaves no gap. Call it once per transaction, before any write.
 */
export async function prepareReceipt(tx: Transaction, issuedAt: Date): Promise<PreparedReceipt> {
  const year = Number(torontoDateOf(issuedAt).slice(0, 4));
  const [counterSnap, settings] = await Promise.all([tx.get(counterRef(year)), readSettings(tx)]);
  const last = counterSnap.exists ? receiptCounterSchema.parse(counterSnap.data()).last : 0;
  const sequence = last + 1;
  const number = formatReceiptNumber(year, sequence);
  const supplier = supplierOf(settings);
  let written = false;
  return {
    number,
    id: number,
    write(input) {
      if (written) throw new Error(`receipt ${number} already written in this transaction`);
      written = true;
      const r = receiptInputSchema.parse(input);
      const receipt: Receipt = {
        number,
        year,
        sequence,
        uid: r.uid,
        kind: r.kind,
        customer: r.customer,
        lines: r.lines,
        province: r.province,
        taxes: r.taxes,
        subtotalCents: r.subtotalCents,
        taxCents: r.taxes.reduce((s, t) => s + t.amountCents, 0),
        totalCents: r.totalCents,
        paymentMethod: r.paymentMethod,
        ...(r.paymentId ? { paymentId: r.paymentId } : {}),
        ...(r.refundOf ? { refundOf: r.refundOf } : {}),
        supplier,
        issuedAt: Timestamp.fromDate(issuedAt),
        emailedAt: null,
        emailClaimedAt: null,
        emailError: null,
      };
      tx.set(counterRef(year), { year, last: sequence });
      tx.create(receiptRef(number), receipt);
    },
  };
}
