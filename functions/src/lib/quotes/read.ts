import { type Quote } from '@tasklane/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isCustomerSide } from '../teams.js';
import { col } from '../collections.js';

export interface QuoteSnapshot {
  ref: DocumentReference<Quote>;
  quote: Quote;
}

/** Read phase: any quote (admins). */
export async function readQuote(tx: Transaction, quoteId: string): Promise<QuoteSnapshot> {
  const ref = col.quotes().doc(quoteId);
  const quote = (await tx.get(ref)).data();
  if (!quote) throw new HttpsError('not-found', 'Quote not found');
  return { ref, quote };
}

/**
 * Read phase: a quote the caller is on the customer side of (their own personal quote, or any
 * quote of a team they are a member of now, read in this transaction so a member removed meanwhile
 * is refused). A missing quote and anyone else's give the same 'not-found', so an id never reveals
 * that someone else's quote exists.
 */
export async function readCustomerQuote(tx: Transaction, quoteId: string, uid: string): Promise<QuoteSnapshot> {
  const ref = col.quotes().doc(quoteId);
  const quote = (await tx.get(ref)).data();
  if (!quote || !(await isCustomerSide(uid, quote, tx))) throw new HttpsError('not-found', 'Quote not found');
  return { ref, quote };
}
