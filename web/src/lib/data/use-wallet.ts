import type { Wallet } from '@tasklane/domain';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';

/** Live listener on the signed-in user's wallet (one document read, then changes only). */
export function useWallet(uid: string) {
  const db = useFirestore();
  const ref = doc(db, 'wallets', uid) as DocumentReference<Wallet>;
  return useFirestoreDocData(ref);
}
