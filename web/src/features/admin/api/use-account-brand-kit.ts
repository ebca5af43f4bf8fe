import { useFirestore, useFirestoreDocData } from 'reactfire';
import { webRefs } from '../../../lib/data/refs';

/**
 * The brand kit of the account a task belongs to, live. Admins read every kit; a reviewer reads it
 * while the task is theirs or in the pool (rules, from kitAccess/{accountId}).
 */
export function useAccountBrandKit(accountId: string) {
  const db = useFirestore();
  return useFirestoreDocData(webRefs.brandKit(db, accountId));
}
