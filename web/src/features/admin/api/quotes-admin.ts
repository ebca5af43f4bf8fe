import type { CallableInput, QuoteStatus, QuoteWithId } from '@tasklane/domain';
import { limit, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { call } from '../../../lib/callable';
import { useLiveDoc, useLiveQuery } from '../../../lib/data/live';
import { webRefs } from '../../../lib/data/refs';
import { ADMIN_PAGE_SIZE, pageOf, useLivePage, type PageCursor } from './live-page';

/** Quotes waiting on staff: to answer, to deliver, or a refund to decide. */
export const QUOTES_NEEDING_WORK: QuoteStatus[] = [
  'requested',
  'changes_requested',
  'accepted',
  'in_progress',
  'refund_requested',
];

/** What the admin's quote list shows: the quotes needing work, every quote, or one status. */
export type AdminQuoteFilter = 'open' | 'all' | QuoteStatus;

/**
 * One page of the admin's quotes, the most recently changed first, by status and optionally of one
 * customer (the person who asked, by uid). Composite indexes: (status, updatedAt desc),
 * (userId, updatedAt desc) and (userId, status, updatedAt desc).
 */
export function adminQuotesQuery(
  db: Firestore,
  filter: AdminQuoteFilter,
  userId: string | null = null,
  after: PageCursor | null = null,
  size = ADMIN_PAGE_SIZE,
) {
  const constraints: QueryConstraint[] = [];
  if (userId) constraints.push(where('userId', '==', userId));
  if (filter === 'open') constraints.push(where('status', 'in', QUOTES_NEEDING_WORK));
  else if (filter !== 'all') constraints.push(where('status', '==', filter));
  return pageOf(query(webRefs.quotes(db), ...constraints, orderBy('updatedAt', 'desc')), after, size);
}

export function useAdminQuotesPage(filter: AdminQuoteFilter, userId: string | null, size = ADMIN_PAGE_SIZE) {
  const db = useFirestore();
  return useLivePage<QuoteWithId>(
    `admin-quotes/${filter}/${userId ?? ''}/${size}`,
    (after) => adminQuotesQuery(db, filter, userId, after, size),
    size,
  );
}

/** The open offers that expire first (the list pages, so it cannot say which ones do), bounded. */
export function expiringQuotesQuery(db: Firestore) {
  return query(webRefs.quotes(db), where('status', '==', 'quoted'), orderBy('expiresAt', 'asc'), limit(10));
}

export function useExpiringQuotes() {
  const db = useFirestore();
  return useLiveQuery<QuoteWithId>('admin-quotes-expiring', expiringQuotesQuery(db));
}

/** The quote an admin works on, by id: it stays open when a change moves it off the page shown. */
export function useAdminQuote(quoteId: string) {
  const db = useFirestore();
  return useLiveDoc<QuoteWithId>(`admin-quote/${quoteId}`, webRefs.quote(db, quoteId));
}

export const answerQuote = (input: CallableInput<'answerQuote'>) => call('answerQuote', input);
export const deliverQuote = (input: CallableInput<'deliverQuote'>) => call('deliverQuote', input);
export const decideQuoteRefund = (input: CallableInput<'decideQuoteRefund'>) => call('decideQuoteRefund', input);
