import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useSpace } from '../../../hooks/use-space';
import { hasLeft, useMyMembership, useMyMemberships } from '../api/teams-api';

/**
 * The header's space switcher: the person's own space or one of their teams. The choice is kept
 * on this device and always shown. It also notices a removal: in a team space it follows the
 * person's own membership document (one document read), and when that document goes, or its
 * listener is refused (the rules let only members read it), it says so and returns to the personal
 * space, so the open screen stops asking for the team's data it may no longer read. The list of
 * teams is a query across teams, which can report a change late; the removal does not wait for it.
 * Shown once the person is in a team.
 */
export function SpaceSwitcher({ uid }: { uid: string }) {
  const { t } = useLingui();
  const space = useSpace(uid);
  const memberships = useMyMemberships(uid);
  const { teamId, teamName, set } = space;
  const membership = useMyMembership(teamId, uid);
  // Teams whose membership went while the list still had them: not offered until the list drops
  // them too (after that, a listed one is a new membership).
  const [lost, setLost] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (!teamId) return;
    const lost =
      membership.status === 'success'
        ? membership.data === undefined
        : membership.status === 'error' && membership.error.code === 'permission-denied';
    if (!lost) return;
    // A team left from this tab: the leave says so itself, once its call answers.
    if (!hasLeft(teamId)) {
      const name = teamName ?? t`this team`;
      toast.error(t`You no longer have access to ${name}. You are back in your personal space.`, {
        id: 'space-lost',
        duration: 10_000,
      });
    }
    setLost((ids) => new Set(ids).add(teamId));
    set({ teamId: null, teamName: null });
  }, [membership, teamId, teamName, set, t]);

  useEffect(() => {
    if (memberships.status !== 'success' || lost.size === 0) return;
    const listedIds = new Set(memberships.data.map((m) => m.teamId));
    if ([...lost].some((id) => !listedIds.has(id)))
      setLost((ids) => new Set([...ids].filter((id) => listedIds.has(id))));
  }, [memberships, lost]);

  const teams = memberships.status === 'success' ? memberships.data : [];
  // The current team stays listed while memberships load, so the current space is always visible.
  const listed = teams.filter((m) => !lost.has(m.teamId)).map((m) => ({ teamId: m.teamId, teamName: m.teamName }));
  const options =
    teamId && !listed.some((m) => m.teamId === teamId) ? [{ teamId, teamName: teamName ?? '…' }, ...listed] : listed;

  // Someone in no team has one space only: nothing to choose, and the header keeps its room.
  if (options.length === 0) return null;

  return (
    <div className="navbar-item space-switcher">
      <label className="is-sr-only" htmlFor="space-switcher">
        <Trans>Space</Trans>
      </label>
      <div className="select is-small">
        <select
          id="space-switcher"
          data-testid="space-switcher"
          value={teamId ?? ''}
          onChange={(e) => {
            const next = options.find((m) => m.teamId === e.target.value);
            set(next ? { teamId: next.teamId, teamName: next.teamName } : { teamId: null, teamName: null });
          }}
        >
          <option value="">{t`Personal`}</option>
          {options.map((m) => (
            <option key={m.teamId} value={m.teamId}>
              {t`Team: ${m.teamName}`}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
