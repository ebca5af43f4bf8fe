import { Trans, useLingui } from '@lingui/react/macro';
import { toMillis } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { formatDateTime } from '../../../lib/format';
import { revokeInvitation, useTeamInvitations } from '../api/teams-api';

/** Owners: invitations not yet accepted, each revocable. */
export function PendingInvitations({ teamId }: { teamId: string }) {
  const { t, i18n } = useLingui();
  const invitations = useTeamInvitations(teamId);
  const [busy, setBusy] = useState<string | null>(null);
  const revoke = async (id: string, email: string) => {
    setBusy(id);
    try {
      await revokeInvitation(teamId, id);
      toast.success(t`Invitation to ${email} revoked`);
    } catch {
      toast.error(t`Could not revoke the invitation. Please try again.`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="box" data-testid="pending-invitations">
      <h2 className="title is-5">
        <Trans>Pending invitations</Trans>
      </h2>
      {invitations.status === 'loading' ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : invitations.status === 'error' ? (
        <p className="has-text-danger-dark" role="alert">
          <Trans>The invitations could not be loaded.</Trans>
        </p>
      ) : invitations.data.length === 0 ? (
        <p>
          <Trans>No pending invitations.</Trans>
        </p>
      ) : (
        <ul>
          {invitations.data.map((inv) => {
            const expires = formatDateTime(toMillis(inv.expiresAt) ?? 0, i18n.locale);
            return (
              <li key={inv.id} className="is-flex is-align-items-center is-justify-content-space-between mb-2" data-testid={`invitation-${inv.email}`}>
                <span>
                  {inv.email} <span className="is-size-7 has-text-grey-dark">{t`expires ${expires}`}</span>
                </span>
                <button
                  type="button"
                  className={`button is-small is-danger is-light ${busy === inv.id ? 'is-loading' : ''}`}
                  disabled={busy !== null}
                  aria-busy={busy === inv.id}
                  aria-label={t`Revoke the invitation to ${inv.email}`}
                  onClick={() => void revoke(inv.id, inv.email)}
                >
                  <Trans>Revoke</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
