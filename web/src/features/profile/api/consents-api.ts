import { limit, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { webRefs } from '../../../lib/data/refs';

/** A person's acceptances (a few a year at most; bounded all the same). Sorted where shown. */
export function consentsQuery(db: Firestore, uid: string) {
  return query(webRefs.consents(db), where('userId', '==', uid), limit(50));
}

export function useConsents(uid: string) {
  const db = useFirestore();
  return useFirestoreCollectionData(consentsQuery(db, uid));
}
