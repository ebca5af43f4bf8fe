import { Trans, useLingui } from '@lingui/react/macro';
import type { Team, WithId } from '@tasklane/domain';
import { useState } from 'react';
import { useAdminTeamMembers, useTeamsPage } from '../api/teams-admin-api';

const PAGE = 20;

function TeamMembersCell({ teamId }: { teamId: string }) {
  const { t } = useLingui();
  const members = useAdminTeamMembers(teamId);
  if (members.status === 'loading') return <span aria-busy="true">…</span>;
  if (members.status === 'error') return <span className="has-text-danger-dark">{t`Could not load the members.`}</span>;
  if (members.data.length === 0) return <span>{t`No members`}</span>;
  return (
    <ul>
      {members.data.map((m) => (
        <li key={m.uid}>
          {m.name || m.email}{' '}
          <span className="has-text-grey-dark">
            ({m.email}, {m.role === 'owner' ? t`owner` : t`member`})
          </span>
        </li>
      ))}
    </ul>
  );
}

function TeamRow({ team }: { team: WithId<Team> }) {
  const { t } = useLingui();
  return (
    <tr data-testid="team-row">
      <td>
        {team.name}
        <div className="is-size-7 has-text-grey-dark">{team.legalName}</div>
      </td>
      <td>{team.province}</td>
      <td>{team.status === 'active' ? t`Active` : t`Closed`}</td>
      <td>
        <TeamMembersCell teamId={team.id} />
      </td>
    </tr>
  );
}

/** Admins: teams with their members; a team is one customer. */
export function TeamsOverview() {
  const [count, setCount] = useState(PAGE);
  const teams = useTeamsPage(count);
  return (
    <div className="mt-5" data-testid="teams-overview">
      <h2 className="title is-5">
        <Trans>Teams</Trans>
      </h2>
      {teams.status === 'loading' ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : teams.status === 'error' ? (
        <p className="has-text-danger-dark" role="alert">
          <Trans>The teams could not be loaded.</Trans>
        </p>
      ) : teams.data.length === 0 ? (
        <p className="has-text-grey-dark">
          <Trans>No teams yet.</Trans>
        </p>
      ) : (
        <>
          <div className="table-container">
            <table className="table is-fullwidth is-striped">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Team</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Province</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Members</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {teams.data.map((team) => (
                  <TeamRow key={team.id} team={team} />
                ))}
              </tbody>
            </table>
          </div>
          {teams.data.length >= count ? (
            <button type="button" className="button" onClick={() => setCount((c) => c + PAGE)}>
              <Trans>Load more teams</Trans>
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
