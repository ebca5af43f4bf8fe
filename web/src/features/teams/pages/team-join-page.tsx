import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../hooks/use-session';
import { useSpace } from '../../../hooks/use-space';
import { callableError } from '../../../lib/callable';
import { acceptInvitation } from '../api/teams-api';

/** /team/join?token=…: the invited person accepts, signed in with the invited address. */
export default function TeamJoinPage() {
  const user = useSignedInUser();
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const space = useSpace(user.uid);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(
    token ? null : t`This invitation link is incomplete. Open the link from the e-mail again.`,
  );
  const email = user.email ?? '';

  const accept = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { teamId, teamName } = await acceptInvitation(token);
      space.set({ teamId, teamName });
      void navigate(paths.team.getHref());
    } catch (err) {
      const { reason, code } = callableError(err);
      setProblem(
        reason === 'wrong_address'
          ? t`This invitation was sent to another address. Sign in with the invited address (you are signed in as ${email}).`
          : reason === 'invitation_expired'
            ? t`This invitation has expired. Ask the team owner to invite you again.`
            : reason === 'invitation_revoked'
              ? t`This invitation was withdrawn by the team owner.`
              : reason === 'invitation_used'
                ? t`This invitation was already used.`
                : reason === 'team_closed'
                  ? t`This team is closed.`
                  : code === 'not-found' || code === 'invalid-argument'
                    ? t`This invitation link is not valid. Open the link from the e-mail again.`
                    : t`Could not accept the invitation. Please try again.`,
      );
      setBusy(false);
    }
  };

  return (
    <section className="section">
      <PageMeta title={t`Join a team`} />
      <div className="container" style={{ maxWidth: 600 }}>
        <h1 className="title">
          <Trans>Join a team</Trans>
        </h1>
        <div className="box">
          <p className="mb-4">
            <Trans>
              You were invited to share a team's credits, tasks and receipts on Tasklane. You are signed in as {email}.
            </Trans>
          </p>
          {problem ? (
            <div className="notification is-warning is-light" role="alert" data-testid="join-problem">
              {problem}
            </div>
          ) : null}
          <button
            type="button"
            className={`button is-primary ${busy ? 'is-loading' : ''}`}
            disabled={busy || !token}
            aria-busy={busy}
            onClick={() => void accept()}
            data-testid="accept-invitation"
          >
            <Trans>Accept the invitation</Trans>
          </button>
        </div>
      </div>
    </section>
  );
}
