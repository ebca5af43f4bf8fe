import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { webRefs } from './refs';

/**
 * Whether the person may buy credits and manage the plan of the space they work in: always in
 * their own; in a team only as one of its owners (live, so a role change shows at once; the
 * server checks again on every purchase). 'loading' until the membership is read.
 */
export function useMayBuy(uid: string, teamId: string | null): boolean | 'loading' {
  const db = useFirestore();
  const [state, setState] = useState<{ teamId: string | null; may: boolean | 'loading' }>({
    teamId,
    may: teamId ? 'loading' : true,
  });
  useEffect(() => {
    if (!teamId) return undefined;
    return onSnapshot(
      doc(webRefs.teamMembers(db, teamId), uid),
      (snap) => setState({ teamId, may: snap.data()?.role === 'owner' }),
      // Refused: no longer in the team (the switcher takes them back to their own space).
      () => setState({ teamId, may: false }),
    );
  }, [db, teamId, uid]);
  if (!teamId) return true;
  return state.teamId === teamId ? state.may : 'loading';
}
