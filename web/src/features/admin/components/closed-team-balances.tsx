import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ClosedTeamRow } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { callableError } from '../../../lib/callable';
import { formatDateTime, formatMoneyCents } from '../../../lib/format';
import { settleClosedTeam, useClosedTeamBalances, type ClosedTeamsState } from '../api/closed-teams-api';

function BoughtWith({ row }: { row: ClosedTeamRow }) {
  const { i18n } = useLingui();
  const paidAt = (ms: number) => formatDateTime(ms, i18n.locale);
  return (
    <ul>
      {row.refunds.map((r) => (
        <li key={r.paymentId}>
          <Trans>
            <Plural value={r.credits} one="# pack credit" other="# pack credits" />:{' '}
            {formatMoneyCents(r.amountCents, i18n.locale)} back to the card (pack bought {paidAt(r.paidAtMs)})
          </Trans>
        </li>
      ))}
      {row.otherCredits > 0 ? (
        <li>
          {row.recipient ? (
            <Trans>
              <Plural value={row.otherCredits} one="# credit" other="# credits" /> not paid by card (plan, adjustments,
              refunds): to the last owner, {row.recipient.name || row.recipient.email} ({row.recipient.email})
            </Trans>
          ) : (
            <Trans>
              <Plural value={row.otherCredits} one="# credit" other="# credits" /> not paid by card (plan, adjustments,
              refunds): forfeited, the last owner's account is deleted
            </Trans>
          )}
        </li>
      ) : null}
    </ul>
  );
}

function ClosedTeamRowView({
  row,
  busy,
  onSettle,
}: {
  row: ClosedTeamRow;
  busy: boolean;
  onSettle: (teamId: string) => void;
}) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  return (
    <tr data-testid="closed-team-row">
      <td>
        {row.name}
        <div className="is-size-7 has-text-grey-dark">{row.legalName}</div>
      </td>
      <td>{row.closedAtMs === null ? '—' : formatDateTime(row.closedAtMs, i18n.locale)}</td>
      <td>
        <Plural value={row.balance} one="# credit" other="# credits" />
      </td>
      <td>
        <BoughtWith row={row} />
      </td>
      <td>
        {confirming ? (
          <div className="buttons">
            <button
              type="button"
              className={`button is-danger is-light is-small ${busy ? 'is-loading' : ''}`}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => onSettle(row.teamId)}
              data-testid="settle-confirm"
            >
              <Trans>Refund and move now</Trans>
            </button>
            <button type="button" className="button is-small" disabled={busy} onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="button is-small"
            onClick={() => setConfirming(true)}
            data-testid="settle-team"
          >
            <Trans>Settle the balance</Trans>
          </button>
        )}
      </td>
    </tr>
  );
}

/** What the admins see: closed teams still holding credits, each settled by the refund rules. */
export function ClosedTeamBalancesView({
  state,
  busyId,
  onSettle,
}: {
  state: ClosedTeamsState;
  busyId: string | null;
  onSettle: (teamId: string) => void;
}) {
  return (
    <div className="mt-5" data-testid="closed-team-balances">
      <h2 className="title is-5">
        <Trans>Closed teams holding credits</Trans>
      </h2>
      <p className="mb-3">
        <Trans>
          A team closes when its last member leaves. Settling its balance refunds the pack credits to the cards that
          paid (newest pack first, with a credit note in the team's legal name) and moves the other credits to the last
          owner's personal account.
        </Trans>
      </p>
      {state.status === 'loading' ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : state.status === 'error' ? (
        <p className="has-text-danger-dark" role="alert">
          <Trans>The closed teams could not be loaded.</Trans>
        </p>
      ) : state.teams.length === 0 ? (
        <p className="has-text-grey-dark">
          <Trans>No closed team holds credits.</Trans>
        </p>
      ) : (
        <div className="table-container">
          <table className="table is-fullwidth is-striped">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Team</Trans>
                </th>
                <th scope="col">
                  <Trans>Closed</Trans>
                </th>
                <th scope="col">
                  <Trans>Credits left</Trans>
                </th>
                <th scope="col">
                  <Trans>Bought with, and where they go</Trans>
                </th>
                <th scope="col">
                  <span className="is-sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.teams.map((row) => (
                <ClosedTeamRowView key={row.teamId} row={row} busy={busyId === row.teamId} onSettle={onSettle} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function ClosedTeamBalances() {
  const { t } = useLingui();
  const { state, reload } = useClosedTeamBalances();
  const [busyId, setBusyId] = useState<string | null>(null);
  const settle = async (teamId: string) => {
    setBusyId(teamId);
    try {
      await settleClosedTeam(teamId);
      toast.success(t`Balance settled. Card refunds are on their way; the credit notes follow.`);
    } catch (err) {
      if (callableError(err).reason === 'nothing_to_settle') toast.error(t`This balance was already settled.`);
      else toast.error(t`Could not settle this balance.`);
    } finally {
      setBusyId(null);
      reload();
    }
  };
  return <ClosedTeamBalancesView state={state} busyId={busyId} onSettle={(id) => void settle(id)} />;
}
