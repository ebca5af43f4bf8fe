import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../hooks/use-session';
import { useSpace } from '../../../hooks/use-space';
import { useMyRequests, useTeamPendingRequests } from '../api/approvals-api';
import { useMyMembership, useMyMemberships, useTeamMembers } from '../api/teams-api';
import { MyRequests, PendingRequests } from '../components/approval-requests';

/** A team space's requests: owners decide the pending ones; everyone sees and withdraws their own. */
function TeamRequests({ uid, teamId }: { uid: string; teamId: string }) {
  const membership = useMyMembership(teamId, uid);
  const isOwner = membership.status === 'success' && membership.data?.role === 'owner';
  const pending = useTeamPendingRequests(teamId, isOwner);
  const mine = useMyRequests(teamId, uid);
  const members = useTeamMembers(teamId);
  if (membership.status === 'loading') return <PageLoader />;
  if (membership.status === 'error' || !membership.data) {
    return (
      <div className="notification is-danger is-light" role="alert">
        <Trans>You no longer have access to this team.</Trans>
      </div>
    );
  }
  return (
    <>
      {isOwner ? <PendingRequests live={pending} members={members.status === 'success' ? members.data : []} /> : null}
      <MyRequests live={mine} />
    </>
  );
}

/**
 * /team/approvals: the requests of the team whose space is open. A link from a notice or an
 * e-mail names the team (`?team=`), and opens its space when the person belongs to it.
 */
export default function TeamApprovalsPage() {
  const user = useSignedInUser();
  const { t } = useLingui();
  const space = useSpace(user.uid);
  const [params] = useSearchParams();
  const wanted = params.get('team');
  const memberships = useMyMemberships(user.uid);
  const target =
    wanted && memberships.status === 'success' ? memberships.data.find((m) => m.teamId === wanted) : undefined;
  const { set } = space;
  useEffect(() => {
    if (target && space.teamId !== target.teamId) set({ teamId: target.teamId, teamName: target.teamName });
  }, [target, space.teamId, set]);
  return (
    <section className="section">
      <PageMeta title={t`Approval requests`} />
      <div className="container" style={{ maxWidth: 900 }}>
        <p className="mb-2">
          <Link to={paths.team.getHref()}>
            <Trans>← Team</Trans>
          </Link>
        </p>
        <h1 className="title">
          <Trans>Approval requests</Trans>
        </h1>
        {space.teamId ? (
          <TeamRequests key={space.teamId} uid={user.uid} teamId={space.teamId} />
        ) : (
          <p data-testid="approvals-personal">
            <Trans>Approvals belong to a team. Open a team's space to see its requests.</Trans>{' '}
            <Link to={paths.team.getHref()}>
              <Trans>My teams</Trans>
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
