import type { ClosedTeamRow } from '@tasklane/domain';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../../lib/callable';

export type ClosedTeamsState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; teams: ClosedTeamRow[] };

/**
 * Admins: closed teams that still hold credits, with what settling each would do. Asked of the
 * server (it reads every ledger and pack payment), so not live: `reload` asks again after a settlement.
 */
export function useClosedTeamBalances(): { state: ClosedTeamsState; reload: () => void } {
  const [state, setState] = useState<ClosedTeamsState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    call('closedTeamBalances', {}).then(
      ({ teams }) => live && setState({ status: 'success', teams }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}

export const settleClosedTeam = (teamId: string) => call('settleClosedTeam', { teamId });
