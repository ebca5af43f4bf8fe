import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable.js';
import { receiptRef } from '../lib/receipts.js';
import { receiptFilename, renderReceiptPdf } from '../services/receipt-pdf.js';

/**
 * The PDF of a receipt or credit note, made on demand from the stored receipt (which holds the
 * supplier snapshot), so the download always matches what was mailed. Owner or admin only.
 */
export const getReceiptPdf = defineCallable('getReceiptPdf', 'user', async ({ receiptId }, { uid, isAdmin }) => {
  const receipt = (await receiptRef(receiptId).get()).data();
  if (!receipt) throw new HttpsError('not-found', 'Receipt not found');
  if (receipt.uid !== uid && !isAdmin) throw new HttpsError('permission-denied', 'Not your receipt');
  const pdf = await renderReceiptPdf(receipt);
  return { filename: receiptFilename(receipt), contentType: 'application/pdf' as const, base64: pdf.toString('base64') };
});
