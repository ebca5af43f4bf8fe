import { Trans, useLingui } from '@lingui/react/macro';
import { NO_APPROVAL, PROVINCE_NAMES } from '@tasklane/domain';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { useSignedInUser } from '../../../hooks/use-session';
import { useSpace, type Space } from '../../../hooks/use-space';
import { callableError } from '../../../lib/callable';
import {
  closeTeam,
  leaveTeam,
  useMyMemberships,
  useTeam,
  useTeamMembers,
  type ShownInvitation,
} from '../api/teams-api';
import { ApprovalRuleBox } from '../components/approval-rule-form';
import { CreateTeamForm } from '../components/create-team-form';
import { InviteMemberForm } from '../components/invite-form';
import { PendingInvitations } from '../components/pending-invitations';
import { TeamMembers } from '../components/team-members';

/** The personal space: the person's teams (to open one) and a form to create one. */
function PersonalTeams({ uid, open }: { uid: string; open: (space: Space) => void }) {
  const memberships = useMyMemberships(uid);
  return (
    <div className="columns">
      <div className="column is-5">
        <div className="box" data-testid="my-teams">
          <h2 className="title is-5">
            <Trans>Your teams</Trans>
          </h2>
          {memberships.status === 'loading' ? (
            <p aria-busy="true">
              <Trans>Loading…</Trans>
            </p>
          ) : memberships.status === 'error' ? (
            <p className="has-text-danger-dark" role="alert">
              <Trans>Your teams could not be loaded.</Trans>
            </p>
          ) : memberships.data.length === 0 ? (
            <p>
              <Trans>You are not in a team yet. Create one, or ask a team owner to invite you.</Trans>
            </p>
          ) : (
            <ul>
              {memberships.data.map((m) => (
                <li key={m.teamId} className="mb-2">
                  <button
                    type="button"
                    className="button is-link is-light"
                    onClick={() => open({ teamId: m.teamId, teamName: m.teamName })}
                  >
                    {m.teamName}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="column">
        <CreateTeamForm onCreated={(teamId, name) => open({ teamId, teamName: name })} />
      </div>
    </div>
  );
}

/** A team space: details, members (spending, caps, roles), invitations, leave and close. */
function TeamSpace({ uid, teamId, backToPersonal }: { uid: string; teamId: string; backToPersonal: () => void }) {
  const { t, i18n } = useLingui();
  const team = useTeam(teamId);
  const members = useTeamMembers(teamId);
  const [busy, setBusy] = useState<'leave' | 'close' | null>(null);
  // Invitations this screen sent, until the pending list's listener reports them.
  const [sent, setSent] = useState<readonly ShownInvitation[]>([]);
  const forgetSent = useCallback(
    (ids: readonly string[]) => setSent((all) => all.filter((inv) => !ids.includes(inv.id))),
    [],
  );
  if (team.status === 'loading' || members.status === 'loading') return <PageLoader />;
  if (team.status === 'error' || members.status === 'error' || !team.data) {
    // Leaving ends access before the call answers: a refusal then is the leave itself, not news.
    if (busy === 'leave') return <PageLoader />;
    return (
      <div className="notification is-danger is-light" role="alert" data-testid="team-unavailable">
        <Trans>You no longer have access to this team.</Trans>{' '}
        <button type="button" className="button is-small is-white" onClick={backToPersonal}>
          <Trans>Back to my personal space</Trans>
        </button>
      </div>
    );
  }
  const me = members.data.find((m) => m.uid === uid);
  const isOwner = me?.role === 'owner';
  const province = PROVINCE_NAMES[team.data.province][i18n.locale === 'fr' ? 'fr' : 'en'];
  const leave = async () => {
    setBusy('leave');
    try {
      await leaveTeam(teamId, uid);
      toast.success(t`You left the team.`);
      backToPersonal();
    } catch {
      toast.error(t`Could not leave the team. Please try again.`);
      setBusy(null);
    }
  };
  const close = async () => {
    setBusy('close');
    try {
      await closeTeam(teamId);
      toast.success(t`The team is closed.`);
      backToPersonal();
    } catch (err) {
      const reason = callableError(err).reason;
      toast.error(
        reason === 'balance_not_zero'
          ? t`Spend or refund the team's credits before closing it.`
          : reason === 'plan_active'
            ? t`Cancel the team's plan before closing it.`
            : t`Could not close the team. Please try again.`,
      );
      setBusy(null);
    }
  };
  return (
    <>
      <div className="box" data-testid="team-details">
        <h2 className="title is-4">{team.data.name}</h2>
        <p>
          <Trans>Legal name:</Trans> {team.data.legalName}
        </p>
        <p>
          <Trans>Billing province:</Trans> {province}
        </p>
        <p>
          <Trans>Billing address:</Trans> {team.data.address}
        </p>
        {team.data.status === 'closed' ? (
          <p className="tag is-warning mt-2">
            <Trans>Closed</Trans>
          </p>
        ) : null}
      </div>
      <TeamMembers teamId={teamId} uid={uid} members={members.data} isOwner={isOwner} />
      {team.data.status === 'active' ? (
        <ApprovalRuleBox
          key={JSON.stringify(team.data.approvalRule ?? NO_APPROVAL)}
          teamId={teamId}
          rule={team.data.approvalRule ?? NO_APPROVAL}
          isOwner={isOwner}
        />
      ) : null}
      {isOwner ? (
        <div className="columns mt-4">
          <div className="column">
            <InviteMemberForm
              teamId={teamId}
              onInvited={(inv) => setSent((all) => [...all.filter((s) => s.id !== inv.id), inv])}
            />
          </div>
          <div className="column">
            <PendingInvitations teamId={teamId} sent={sent} forget={forgetSent} />
          </div>
        </div>
      ) : null}
      <div className="buttons mt-4">
        <button
          type="button"
          className={`button is-danger is-light ${busy === 'leave' ? 'is-loading' : ''}`}
          disabled={busy !== null}
          aria-busy={busy === 'leave'}
          onClick={() => void leave()}
          data-testid="leave-team"
        >
          <Trans>Leave the team</Trans>
        </button>
        {isOwner ? (
          <button
            type="button"
            className={`button is-danger ${busy === 'close' ? 'is-loading' : ''}`}
            disabled={busy !== null}
            aria-busy={busy === 'close'}
            onClick={() => void close()}
            data-testid="close-team"
          >
            <Trans>Close the team</Trans>
          </button>
        ) : null}
      </div>
    </>
  );
}

/** /team: the team of the current space, or (in the personal space) the person's teams. */
export default function TeamPage() {
  const user = useSignedInUser();
  const { t } = useLingui();
  const space = useSpace(user.uid);
  return (
    <section className="section">
      <PageMeta title={t`Team`} />
      <div className="container" style={{ maxWidth: 1000 }}>
        <h1 className="title">{space.teamId ? <Trans>Team</Trans> : <Trans>Teams</Trans>}</h1>
        {space.teamId ? (
          <TeamSpace
            key={space.teamId}
            uid={user.uid}
            teamId={space.teamId}
            backToPersonal={() => space.set({ teamId: null, teamName: null })}
          />
        ) : (
          <PersonalTeams uid={user.uid} open={space.set} />
        )}
      </div>
    </section>
  );
}
