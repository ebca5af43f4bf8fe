import { canQuoteTransition, type Quote, type QuoteHistoryEntry, type QuoteStatus } from '@tasklane/domain';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { writeAudit } from '../audit.js';

/**
 * Write phase of every quote status change: checks the state machine, appends the history and
 * audit entries and applies the extra fields, in the caller's transaction. Notifications follow
 * from a trigger on the status change, never from here.
 */
export function transitionQuote(
  tx: Transaction,
  ref: DocumentReference<Quote>,
  quote: Quote,
  to: QuoteStatus,
  by: string,
  extra: Partial<Quote> = {},
  note?: string,
): void {
  if (!canQuoteTransition(quote.status, to)) {
    throw new HttpsError('failed-precondition', `A ${quote.status} quote cannot become ${to}`, {
      reason: 'wrong_state',
      status: quote.status,
    });
  }
  const entry: QuoteHistoryEntry = { at: Date.now(), by, from: quote.status, to, ...(note ? { note } : {}) };
  tx.update(ref as DocumentReference, {
    ...extra,
    status: to,
    history: [...quote.history, entry],
    updatedAt: FieldValue.serverTimestamp(),
  });
  writeAudit(tx, {
    actorUserId: by,
    subjectUserId: quote.userId,
    action: 'quote_transition',
    entityType: 'quote',
    entityId: ref.id,
    metadata: { from: quote.status, to, ...(note ? { note } : {}) },
  });
}

/** A refusal the web can explain: `reason` is a code it translates. */
export function quoteRefused(message: string, reason: string, details: Record<string, unknown> = {}): HttpsError {
  return new HttpsError('failed-precondition', message, { reason, ...details });
}
