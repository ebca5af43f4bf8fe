import type { LedgerEntry } from '@tasklane/domain';
import { collection, limit, orderBy, query, type CollectionReference } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

/** The wallet's ledger, newest first, at most `max` entries (paged by raising `max`). */
export function useLedger(uid: string, max: number) {
  const db = useFirestore();
  const ledger = collection(db, 'wallets', uid, 'ledger') as CollectionReference<LedgerEntry>;
  return useFirestoreCollectionData(query(ledger, orderBy('createdAt', 'desc'), limit(max)), { idField: 'id' }) as ReturnType<
    typeof useFirestoreCollectionData<LedgerEntry & { id: string }>
  >;
}
