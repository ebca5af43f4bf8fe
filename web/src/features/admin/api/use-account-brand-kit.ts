import { useFirestore, useFirestoreDocData } from 'reactfire';
import { brandKitRef } from '../../../lib/data/brand-kit-ref';

/** The brand kit of the account a task belongs to (staff read every account's kit). */
export function useAccountBrandKit(accountId: string) {
  const db = useFirestore();
  return useFirestoreDocData(brandKitRef(db, accountId));
}
