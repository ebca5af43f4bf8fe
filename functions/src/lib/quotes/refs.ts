import { quoteSchema, type Quote } from '@tasklane/domain';
import type { DocumentData, DocumentReference, FirestoreDataConverter, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin.js';

/** Reads parse with the domain schema (a malformed quote fails loudly); writes pass through. */
const quoteConverter: FirestoreDataConverter<Quote> = {
  toFirestore: (q) => q as DocumentData,
  fromFirestore: (snap: QueryDocumentSnapshot) => quoteSchema.parse(snap.data()),
};

export const quotesRef = () => db.collection('quotes').withConverter(quoteConverter);

export interface QuoteSnapshot {
  ref: DocumentReference<Quote>;
  quote: Quote;
}

/** Read phase: any quote (admins). */
export async function readQuote(tx: Transaction, quoteId: string): Promise<QuoteSnapshot> {
  const ref = quotesRef().doc(quoteId);
  const quote = (await tx.get(ref)).data();
  if (!quote) throw new HttpsError('not-found', 'Quote not found');
  return { ref, quote };
}

/**
 * Read phase: the caller's own quote. A missing quote and another user's give the same
 * 'not-found', so an id never reveals that someone else's quote exists.
 */
export async function readOwnedQuote(tx: Transaction, quoteId: string, uid: string): Promise<QuoteSnapshot> {
  const ref = quotesRef().doc(quoteId);
  const quote = (await tx.get(ref)).data();
  if (!quote || quote.userId !== uid) throw new HttpsError('not-found', 'Quote not found');
  return { ref, quote };
}
