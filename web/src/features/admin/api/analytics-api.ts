import { addCounters, analyticsRange, countReads, type AnalyticsRange, type StatsCounters } from '@tasklane/domain';
import { getCountFromServer, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { webRefs } from '../../../lib/data/refs';

export interface PlatformAnalytics {
  range: AnalyticsRange;
  /** Toronto days of the range, oldest first, each with its counters (empty when nothing happened). */
  days: { day: string; c: StatsCounters }[];
  /** The range's counters added up. */
  rangeTotal: StatsCounters;
  thisMonth: { month: string; c: StatsCounters };
  lastMonth: { month: string; c: StatsCounters };
  /** All-time counters (deferred revenue). */
  total: StatsCounters;
  /** Tasks waiting in the queue now. */
  queueDepth: number;
  /** Firestore reads this load cost: one per document returned (at least one per query), counts per 1,000 entries. */
  reads: number;
}

/**
 * Everything /admin/analytics shows, in two requests whatever the history: one query for the
 * range's month shards (days live inside their month) plus the all-time shards, and one count of
 * the queue. At most 4 months × 4 shards + 4 totals + 1 count.
 */
export async function loadPlatformAnalytics(
  db: Firestore,
  range: AnalyticsRange,
  now: number,
): Promise<PlatformAnalytics> {
  const r = analyticsRange(range, now);
  const [snap, queued] = await Promise.all([
    getDocs(query(webRefs.platformStats(db), where('month', 'in', [...r.months, 'total']))),
    getCountFromServer(webRefs.queue(db)),
  ]);
  const months: Record<string, StatsCounters> = {};
  const byDay: Record<string, StatsCounters> = {};
  const total: StatsCounters = {};
  for (const d of snap.docs) {
    const doc = d.data();
    if (doc.month === 'total') {
      addCounters(total, doc.c ?? {});
      continue;
    }
    addCounters((months[doc.month] ??= {}), doc.c ?? {});
    for (const [day, c] of Object.entries(doc.d ?? {})) addCounters((byDay[`${doc.month}-${day}`] ??= {}), c);
  }
  const days = r.days.map((day) => ({ day, c: byDay[day] ?? {} }));
  const queueDepth = queued.data().count;
  return {
    range,
    days,
    rangeTotal: days.reduce<StatsCounters>((acc, d) => addCounters(acc, d.c), {}),
    thisMonth: { month: r.thisMonth, c: months[r.thisMonth] ?? {} },
    lastMonth: { month: r.lastMonth, c: months[r.lastMonth] ?? {} },
    total,
    queueDepth,
    reads: Math.max(1, snap.size) + countReads(queueDepth),
  };
}

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * Loads the platform's analytics for a range; `reload` fetches again (numbers change with every
 * payment). While a reload of the same range runs, the figures already shown stay (`refreshing`):
 * the screen does not empty and rebuild under the reader, and an open data table stays open.
 */
export function usePlatformAnalytics(range: AnalyticsRange): {
  state: LoadState<PlatformAnalytics>;
  refreshing: boolean;
  reload: () => void;
} {
  const db = useFirestore();
  const [state, setState] = useState<LoadState<PlatformAnalytics> & { range?: AnalyticsRange }>({ status: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setState((prev) => (prev.status === 'success' && prev.range === range ? prev : { status: 'loading' }));
    setRefreshing(true);
    loadPlatformAnalytics(db, range, Date.now())
      .then(
        (data) => live && setState({ status: 'success', data, range }),
        (error: unknown) => live && setState({ status: 'error', error }),
      )
      .finally(() => live && setRefreshing(false));
    return () => {
      live = false;
    };
  }, [db, range, tick]);
  return { state, refreshing, reload: () => setTick((t) => t + 1) };
}
