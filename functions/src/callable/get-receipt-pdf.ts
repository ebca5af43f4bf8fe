import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable.js';
import { receiptRef } from '../lib/receipts.js';
import { receiptFilename, renderReceiptPdf } from '../services/receipt-pdf.js';
import { col } from '../lib/collections.js';

/**
 * The PDF of a receipt or credit note, made on demand from the stored receipt (which holds the
 * supplier snapshot), so the download always matches what was mailed. The account's (a person, or a team's members) or an admin's only.
 */
export const getReceiptPdf = defineCallable('getReceiptPdf', 'user', async ({ receiptId }, { uid, isAdmin }) => {
  const receipt = (await receiptRef(receiptId).get()).data();
  if (!receipt) throw new HttpsError('not-found', 'Receipt not found');
  // A team's receipt (uid = the team's id) belongs to its members.
  const mine = receipt.uid === uid || (await col.teamMember(receipt.uid, uid).get()).exists;
  if (!mine && !isAdmin) throw new HttpsError('permission-denied', 'Not your receipt');
  const pdf = await renderReceiptPdf(receipt);
  return {
    filename: receiptFilename(receipt),
    contentType: 'application/pdf' as const,
    base64: pdf.toString('base64'),
  };
});
