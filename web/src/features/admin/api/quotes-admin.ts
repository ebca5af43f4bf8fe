import type { CallableInput, QuoteWithId } from '@tasklane/domain';
import { limit, orderBy, query, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';

/** The admin's quotes: the most recently changed first, bounded. */
export function adminQuotesQuery(db: Firestore, max = 200) {
  return query(webRefs.quotes(db), orderBy('updatedAt', 'desc'), limit(max));
}

export function useAdminQuotes() {
  const db = useFirestore();
  return useFirestoreCollectionData<QuoteWithId>(adminQuotesQuery(db));
}

export const answerQuote = (input: CallableInput<'answerQuote'>) => call('answerQuote', input);
export const deliverQuote = (input: CallableInput<'deliverQuote'>) => call('deliverQuote', input);
export const decideQuoteRefund = (input: CallableInput<'decideQuoteRefund'>) => call('decideQuoteRefund', input);
