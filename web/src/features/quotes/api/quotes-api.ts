import type { CallableInput, Quote, QuoteWithId } from '@tasklane/domain';
import { limit, onSnapshot, orderBy, query, where, type Firestore, type FirestoreError } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { call } from '../../../lib/callable';
import { useLiveQuery } from '../../../lib/data/live';
import { webRefs } from '../../../lib/data/refs';

/**
 * The query behind the customer's quote list: the space's quotes (the person's uid, or a team's id),
 * newest first, at most `max`. Always by account: the rules refuse a userId filter, which would
 * still reach a team's quotes the person asked for after they left it.
 */
export function myQuotesQuery(db: Firestore, accountId: string, max: number) {
  return query(webRefs.quotes(db), where('accountId', '==', accountId), orderBy('createdAt', 'desc'), limit(max));
}

/** The space's quotes, live; a team space the person was just removed from is an error state, not a crash. */
export function useMyQuotes(accountId: string, max: number) {
  const db = useFirestore();
  return useLiveQuery<QuoteWithId>(`quotes/${accountId}/${max}`, myQuotesQuery(db, accountId, max));
}

export type LiveQuote =
  { status: 'loading' } | { status: 'success'; data: Quote | undefined } | { status: 'error'; error: FirestoreError };

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
export const decideQuoteRefund = (quoteId: string, approve: boolean, note: string) =>
  call('decideQuoteRefund', { quoteId, approve, note });

/**
 * The billing province a quote's card price is taxed in, live: the person's own (their profile) for
 * a personal quote, the team's for a team's quote (its members read the team).
 */
export function useBillingProvince(uid: string, accountId: string): string | null | undefined {
  const db = useFirestore();
  const [state, setState] = useState<{ key: string; province: string | null }>();
  const key = `${uid}/${accountId}`;
  useEffect(() => {
    const set = (province: string | null) => setState({ key, province });
    return accountId === uid
      ? onSnapshot(
          webRefs.profile(db, uid),
          (snap) => set(snap.data()?.province ?? null),
          () => set(null),
        )
      : onSnapshot(
          webRefs.team(db, accountId),
          (snap) => set(snap.data()?.province ?? null),
          () => set(null),
        );
  }, [db, uid, accountId, key]);
  return state?.key === key ? state.province : undefined;
}
