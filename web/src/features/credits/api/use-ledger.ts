import { limit, orderBy, query, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLiveQuery } from '../../../lib/data/live';
import { webRefs } from '../../../lib/data/refs';

/** The wallet's ledger, newest first, at most `max` entries (paged by raising `max`). */
export function ledgerQuery(db: Firestore, uid: string, max: number) {
  return query(webRefs.ledger(db, uid), orderBy('createdAt', 'desc'), limit(max));
}

/** An account's ledger (a person's, or a team's): a refused read is an error state, not a crash. */
export function useLedger(accountId: string, max: number) {
  const db = useFirestore();
  return useLiveQuery(`ledger/${accountId}/${max}`, ledgerQuery(db, accountId, max));
}
