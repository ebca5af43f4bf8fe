import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useSpace } from '../../../hooks/use-space';
import { useMyMemberships } from '../api/teams-api';

/**
 * The header's space switcher: the person's own space or one of their teams. The choice is kept
 * on this device and always shown. It also notices a removal: when the current team leaves the
 * person's memberships (live), it says so and returns to the personal space, so the open screen
 * stops asking for the team's data it may no longer read. Shown once the person is in a team.
 */
export function SpaceSwitcher({ uid }: { uid: string }) {
  const { t } = useLingui();
  const space = useSpace(uid);
  const memberships = useMyMemberships(uid);
  // Teams seen in this session: a team chosen just now (created, joined) may not be in the first
  // snapshot yet; only one seen and then gone, or a remembered one absent at start, means removal.
  const seen = useRef(new Set<string>());
  const restored = useRef(space.teamId);
  const { teamId, teamName, set } = space;

  useEffect(() => {
    if (memberships.status !== 'success' || !teamId) return;
    const ids = new Set(memberships.data.map((m) => m.teamId));
    ids.forEach((id) => seen.current.add(id));
    if (ids.has(teamId)) return;
    if (seen.current.has(teamId) || restored.current === teamId) {
      const name = teamName ?? t`this team`;
      toast.error(t`You no longer have access to ${name}. You are back in your personal space.`, { id: 'space-lost', duration: 10_000 });
      set({ teamId: null, teamName: null });
    }
    restored.current = null;
  }, [memberships, teamId, teamName, set, t]);

  const teams = memberships.status === 'success' ? memberships.data : [];
  // The current team stays listed while memberships load, so the current space is always visible.
  const listed = teams.map((m) => ({ teamId: m.teamId, teamName: m.teamName }));
  const options = teamId && !listed.some((m) => m.teamId === teamId) ? [{ teamId, teamName: teamName ?? '…' }, ...listed] : listed;

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
