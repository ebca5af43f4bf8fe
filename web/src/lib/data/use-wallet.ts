import { useFirestore, useFirestoreDocData } from 'reactfire';
import { webRefs } from './refs';

/** Live listener on the signed-in user's wallet (one document read, then changes only). */
export function useWallet(uid: string) {
  const db = useFirestore();
  return useFirestoreDocData(webRefs.wallet(db, uid));
}
