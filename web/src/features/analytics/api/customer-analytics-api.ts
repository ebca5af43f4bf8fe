import { lastMonths, type StatsCounters } from '@tasklane/domain';
import { getDoc, getDocs, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { webRefs } from '../../../lib/data/refs';

export const CUSTOMER_MONTHS = 12;

export interface CustomerAnalytics {
  /** The last 12 Toronto months, oldest first, each with the customer's counters. */
  months: { month: string; c: StatsCounters }[];
  /** All-time counters. */
  total: StatsCounters;
  /** Credits in the wallet now. */
  balance: number;
  /** Firestore reads this load cost: one per document returned, at least one per request. */
  reads: number;
}

/**
 * Everything /analytics shows for one customer, whatever their history: their all-time document,
 * at most 12 month documents (one query), and their wallet. At most 14 reads.
 */
export async function loadCustomerAnalytics(db: Firestore, uid: string, now: number): Promise<CustomerAnalytics> {
  const months = lastMonths(CUSTOMER_MONTHS, now);
  const [total, monthSnap, wallet] = await Promise.all([
    getDoc(webRefs.customerStats(db, uid)),
    getDocs(query(webRefs.customerStatsMonths(db, uid), where('month', '>=', months[0]!), orderBy('month'))),
    getDoc(webRefs.wallet(db, uid)),
  ]);
  const byMonth = Object.fromEntries(monthSnap.docs.map((d) => [d.data().month, d.data().c ?? {}]));
  return {
    months: months.map((month) => ({ month, c: byMonth[month] ?? {} })),
    total: total.data()?.c ?? {},
    balance: wallet.data()?.balance ?? 0,
    reads: 1 + Math.max(1, monthSnap.size) + 1,
  };
}

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

export function useCustomerAnalytics(uid: string): LoadState<CustomerAnalytics> {
  const db = useFirestore();
  const [state, setState] = useState<LoadState<CustomerAnalytics>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadCustomerAnalytics(db, uid, Date.now()).then(
      (data) => live && setState({ status: 'success', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [db, uid]);
  return state;
}
