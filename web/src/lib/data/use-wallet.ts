import { useFirestore } from 'reactfire';
import { useLiveDoc } from './live';
import { webRefs } from './refs';

/**
 * Live listener on an account's wallet (a person's uid, or a team's id): one document read, then
 * changes only. A refused read (a team the person just left) is an error state, not a crash.
 */
export function useWallet(accountId: string) {
  const db = useFirestore();
  return useLiveDoc(`wallet/${accountId}`, webRefs.wallet(db, accountId));
}
