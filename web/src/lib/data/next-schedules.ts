import { limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLiveQuery } from './live';
import { webRefs } from './refs';

/**
 * The account's next running schedules, soonest first (the dashboard's few lines; an index on
 * accountId, status, nextRunAt). An empty key listens to nothing: the dashboard starts it after
 * its first paint.
 */
export function useNextSchedules(accountId: string, started: boolean, count: number) {
  const db = useFirestore();
  return useLiveQuery(
    started ? `next-schedules/${accountId}/${count}` : '',
    query(
      webRefs.schedules(db),
      where('accountId', '==', accountId),
      where('status', '==', 'active'),
      orderBy('nextRunAt'),
      limit(count),
    ),
    (d) => d.data(),
  );
}
