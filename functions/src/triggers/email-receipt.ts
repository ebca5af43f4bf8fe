import { REGION, toMillis } from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin.js';
import { logs } from '../lib/logs.js';
import { receiptRef } from '../lib/receipts.js';
import { APP_ORIGIN, sendMail } from '../services/mail.js';
import { buildReceiptEmail } from '../services/receipt-emails.js';
import { renderReceiptPdf } from '../services/receipt-pdf.js';

/** A claim older than this is treated as abandoned (the mailer crashed mid-send) and may be retried. */
const CLAIM_TTL_MS = 10 * 60_000;

export type ReceiptMailOutcome = 'sent' | 'already_sent' | 'in_progress' | 'missing' | 'failed';

/**
 * Mails a receipt's PDF to its customer exactly once. Firestore triggers are delivered at least
 * once, so the mailer first claims the receipt in a transaction (`emailClaimedAt`); a second
 * delivery finds the claim or `emailedAt` and sends nothing. A failed send releases the claim
 * and records the error, so a later delivery can try again.
 */
export async function emailReceipt(receiptId: string, now: Date = new Date()): Promise<ReceiptMailOutcome> {
  const ref = receiptRef(receiptId);
  const claim = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const receipt = snap.data();
    if (!receipt) return 'missing' as const;
    if (receipt.emailedAt) return 'already_sent' as const;
    const claimedAt = toMillis(receipt.emailClaimedAt ?? null);
    if (claimedAt !== null && now.getTime() - claimedAt < CLAIM_TTL_MS) return 'in_progress' as const;
    tx.update(ref, { emailClaimedAt: Timestamp.fromDate(now) });
    return receipt;
  });
  if (typeof claim === 'string') {
    logs.receiptMailSkipped(receiptId, claim);
    return claim;
  }
  try {
    const pdf = await renderReceiptPdf(claim);
    await sendMail(buildReceiptEmail(claim, pdf, APP_ORIGIN.value()));
  } catch (err) {
    logs.receiptMailFailed(receiptId, err);
    await ref.update({
      emailClaimedAt: null,
      emailError: err instanceof Error ? err.message.slice(0, 500) : 'send failed',
    });
    return 'failed';
  }
  await ref.update({ emailedAt: FieldValue.serverTimestamp(), emailError: null });
  logs.receiptMailSent(receiptId);
  return 'sent';
}

export const emailReceiptOnCreate = onDocumentCreated(
  { document: 'receipts/{receiptId}', region: REGION, timeoutSeconds: 120 },
  async (event) => {
    await emailReceipt(event.params.receiptId);
  },
);
