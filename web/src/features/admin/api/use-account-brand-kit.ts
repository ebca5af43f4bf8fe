import { useFirestore, useFirestoreDocData } from 'reactfire';
import { brandKitRef } from '../../../lib/data/brand-kit-ref';

/**
 * The brand kit of the account a task belongs to, live. Admins read every kit; a reviewer reads it
 * while the task is theirs or in the pool (rules, from kitAccess/{accountId}).
 */
export function useAccountBrandKit(accountId: string) {
  const db = useFirestore();
  return useFirestoreDocData(brandKitRef(db, accountId));
}
