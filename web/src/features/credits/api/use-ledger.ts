import { limit, orderBy, query, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { webRefs } from '../../../lib/data/refs';

/** The wallet's ledger, newest first, at most `max` entries (paged by raising `max`). */
export function ledgerQuery(db: Firestore, uid: string, max: number) {
  return query(webRefs.ledger(db, uid), orderBy('createdAt', 'desc'), limit(max));
}

export function useLedger(uid: string, max: number) {
  const db = useFirestore();
  return useFirestoreCollectionData(ledgerQuery(db, uid, max));
}
