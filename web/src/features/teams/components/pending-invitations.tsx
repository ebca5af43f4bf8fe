import { Trans, useLingui } from '@lingui/react/macro';
import { toMillis } from '@tasklane/domain';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { formatDateTime } from '../../../lib/format';
import { revokeInvitation, useTeamInvitations, type ShownInvitation } from '../api/teams-api';

/**
 * Owners: invitations not yet accepted, each revocable. `sent` holds the invitations this screen's
 * own calls recorded, shown until the listener reports them (then the listener's copy wins and
 * `forget` drops them): the server's answer is enough to show one, and on a busy Firestore
 * emulator a listener can report a document created just now late (a global snapshot newer than
 * the document arrives first and the SDK drops the document as outdated until it changes again).
 */
export function PendingInvitations({
  teamId,
  sent,
  forget,
}: {
  teamId: string;
  sent: readonly ShownInvitation[];
  forget: (ids: readonly string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const invitations = useTeamInvitations(teamId);
  const [busy, setBusy] = useState<string | null>(null);
  const listed =
    invitations.status === 'success'
      ? invitations.data.map((inv): ShownInvitation => ({
          id: inv.id,
          email: inv.email,
          expiresAtMs: toMillis(inv.expiresAt) ?? 0,
        }))
      : [];
  const listedIds = new Set(listed.map((inv) => inv.id));
  // Once listed, a sent one is the listener's: a later revocation or acceptance must drop it.
  const arrived = sent.filter((inv) => listedIds.has(inv.id)).map((inv) => inv.id);
  const arrivedKey = arrived.join(',');
  useEffect(() => {
    if (arrivedKey) forget(arrivedKey.split(','));
  }, [arrivedKey, forget]);
  const shown = [...listed, ...sent.filter((inv) => !listedIds.has(inv.id))];
  const revoke = async (id: string, email: string) => {
    setBusy(id);
    try {
      await revokeInvitation(teamId, id);
      forget([id]);
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
      {invitations.status === 'loading' && sent.length === 0 ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : invitations.status === 'error' ? (
        <p className="has-text-danger-dark" role="alert">
          <Trans>The invitations could not be loaded.</Trans>
        </p>
      ) : shown.length === 0 ? (
        <p>
          <Trans>No pending invitations.</Trans>
        </p>
      ) : (
        <ul>
          {shown.map((inv) => {
            const expires = formatDateTime(inv.expiresAtMs, i18n.locale);
            return (
              <li
                key={inv.id}
                className="is-flex is-align-items-center is-justify-content-space-between mb-2"
                data-testid={`invitation-${inv.email}`}
              >
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
