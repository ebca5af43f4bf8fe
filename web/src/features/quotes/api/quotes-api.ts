import type { CallableInput, Quote, QuoteWithId } from '@tasklane/domain';
import { limit, onSnapshot, orderBy, query, where, type Firestore, type FirestoreError } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';

/** The query behind the customer's quote list: their quotes, newest first, at most `max`. */
export function myQuotesQuery(db: Firestore, uid: string, max: number) {
  return query(webRefs.quotes(db), where('userId', '==', uid), orderBy('createdAt', 'desc'), limit(max));
}

export function useMyQuotes(uid: string, max: number) {
  const db = useFirestore();
  return useFirestoreCollectionData<QuoteWithId>(myQuotesQuery(db, uid, max));
}

export type LiveQuote = { status: 'loading' } | { status: 'success'; data: Quote | undefined } | { status: 'error'; error: FirestoreError };

/**
 * One quote, live (the page updates as admins answer and deliver). A missing quote and another
 * user's both fail the rules; the page shows not-found for either. A plain listener, because a
 * denied read here is an expected answer, not a crash for the error boundary.
 */
export function useQuote(quoteId: string): LiveQuote {
  const db = useFirestore();
  const [state, setState] = useState<LiveQuote & { id: string }>({ status: 'loading', id: quoteId });
  useEffect(
    () =>
      onSnapshot(
        webRefs.quote(db, quoteId),
        (snap) => setState({ status: 'success', data: snap.data(), id: quoteId }),
        (error) => setState({ status: 'error', error, id: quoteId }),
      ),
    [db, quoteId],
  );
  return state.id === quoteId ? state : { status: 'loading' };
}

export const requestQuote = (input: CallableInput<'requestQuote'>) => call('requestQuote', input);
export const checkBrief = (input: CallableInput<'checkBrief'>) => call('checkBrief', input);
export const acceptQuote = (input: CallableInput<'acceptQuote'>) => call('acceptQuote', input);
export const confirmQuoteCheckout = (sessionId: string) => call('confirmQuoteCheckout', { sessionId });
export const requestQuoteChanges = (quoteId: string, note: string) => call('requestQuoteChanges', { quoteId, note });
export const declineQuote = (quoteId: string, note: string) => call('declineQuote', { quoteId, note });
export const requestQuoteRevision = (quoteId: string, note: string) => call('requestQuoteRevision', { quoteId, note });
export const confirmQuote = (quoteId: string) => call('confirmQuote', { quoteId });
export const requestQuoteRefund = (quoteId: string, reason: string) => call('requestQuoteRefund', { quoteId, reason });
export const decideQuoteRefund = (quoteId: string, approve: boolean, note: string) => call('decideQuoteRefund', { quoteId, approve, note });

/** The customer's billing province (for the card price with taxes), live. */
export function useMyProvince(uid: string): string | null | undefined {
  const db = useFirestore();
  const [province, setProvince] = useState<string | null | undefined>(undefined);
  useEffect(
    () =>
      onSnapshot(
        webRefs.profile(db, uid),
        (snap) => setProvince(snap.data()?.province ?? null),
        () => setProvince(null),
      ),
    [db, uid],
  );
  return province;
}
