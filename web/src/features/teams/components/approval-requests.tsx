import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ApprovalRequest, ApprovalStatus, TeamMember, WithId } from '@tasklane/domain';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { callableError } from '../../../lib/callable';
import { formatDateTime } from '../../../lib/format';
import type { Live } from '../../../lib/data/live';
import { approveRequest, declineRequest, withdrawRequest } from '../api/approvals-api';
import { TextAreaField } from '../../../components/fields/controls';

type Request = WithId<ApprovalRequest>;

function StatusTag({ status }: { status: ApprovalStatus }) {
  const { t } = useLingui();
  const label: Record<ApprovalStatus, [string, string]> = {
    pending: [t`Waiting for approval`, 'is-warning'],
    approved: [t`Approved`, 'is-success'],
    declined: [t`Declined`, 'is-danger'],
    withdrawn: [t`Withdrawn`, 'is-light'],
    expired: [t`Expired`, 'is-light'],
  };
  const [text, color] = label[status];
  return (
    <span className={`tag ${color}`} data-testid="request-status">
      {text}
    </span>
  );
}

/** Title, price, who asked and when it expires. */
function RequestSummary({ r, asker }: { r: Request; asker?: string }) {
  const { i18n } = useLingui();
  const n = r.priceCredits;
  const expires = formatDateTime(r.expiresAt, i18n.locale);
  return (
    <div>
      <p>
        <strong>{r.title}</strong> ·{' '}
        {r.kind === 'schedule' ? (
          <span data-testid="request-schedule">
            <Plural value={n} one="# credit per occurrence" other="# credits per occurrence" />
            {' · '}
            <Trans>recurring schedule: approving lets its occurrences run up to this price</Trans>
          </span>
        ) : (
          <Plural value={n} one="# credit" other="# credits" />
        )}
        {r.kind === 'quote' ? (
          <>
            {' · '}
            <Trans>quote ceiling</Trans>
          </>
        ) : null}
      </p>
      <p className="is-size-7 has-text-grey-dark">
        {asker ? (
          <>
            <Trans>Asked by {asker}</Trans>
            {' · '}
          </>
        ) : null}
        {r.status === 'pending' ? <Trans>expires {expires}</Trans> : null}
      </p>
    </div>
  );
}

/** Why an approval failed, as the owner reads it. */
function useApproveErrorText() {
  const { t } = useLingui();
  return (err: unknown): string => {
    const e = callableError(err);
    const d = (e.details ?? {}) as { needed?: number; balance?: number; cap?: number };
    switch (e.reason) {
      case 'wallet_short': {
        const needed = d.needed ?? 0;
        const balance = d.balance ?? 0;
        return t`The team's wallet has ${balance} credits and this request needs ${needed}. Buy credits, then approve it again; the request stays open.`;
      }
      case 'spending_cap': {
        const cap = d.cap ?? 0;
        return t`This would take the member over their monthly cap of ${cap} credits. Raise their cap, then approve it again.`;
      }
      case 'request_closed':
        return t`This request was already decided, withdrawn or expired.`;
      case 'not_a_member':
        return t`The member who asked is no longer in the team.`;
      case 'owner_required':
        return t`Only a team owner can decide requests.`;
    }
    return t`Something went wrong. Try again in a moment.`;
  };
}

/** An owner's row: approve, or decline with a reason. */
function PendingRow({ r, asker }: { r: Request; asker: string }) {
  const { t } = useLingui();
  const errorText = useApproveErrorText();
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const approve = async () => {
    setBusy('approve');
    try {
      await approveRequest(r.id);
      toast.success(
        r.kind === 'schedule'
          ? t`Approved: the schedule runs, and each occurrence is charged when it is submitted.`
          : t`Approved: the team is charged and the work has started.`,
      );
    } catch (err) {
      toast.error(errorText(err), { duration: 10_000 });
    } finally {
      setBusy(null);
    }
  };
  const decline = async (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) {
      toast.error(t`Give the member a reason of at least 3 characters.`);
      return;
    }
    setBusy('decline');
    try {
      await declineRequest(r.id, reason.trim());
      toast.success(t`Declined. The member is told why.`);
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <li className="box" data-testid="pending-request">
      <RequestSummary r={r} asker={asker} />
      {declining ? (
        <form className="mt-3" onSubmit={(e) => void decline(e)} noValidate>
          <TextAreaField
            id={`reason-${r.id}`}
            label={<Trans>Reason for declining</Trans>}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="decline-reason"
          />
          <div className="buttons">
            <button
              type="submit"
              className={`button is-danger ${busy === 'decline' ? 'is-loading' : ''}`}
              disabled={busy !== null}
              data-testid="confirm-decline"
            >
              <Trans>Decline</Trans>
            </button>
            <button type="button" className="button" onClick={() => setDeclining(false)} disabled={busy !== null}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      ) : (
        <div className="buttons mt-3">
          <button
            type="button"
            className={`button is-success ${busy === 'approve' ? 'is-loading' : ''}`}
            disabled={busy !== null}
            aria-busy={busy === 'approve'}
            onClick={() => void approve()}
            data-testid="approve-request"
          >
            <Trans>Approve</Trans>
          </button>
          <button
            type="button"
            className="button is-danger is-light"
            disabled={busy !== null}
            onClick={() => setDeclining(true)}
            data-testid="decline-request"
          >
            <Trans>Decline…</Trans>
          </button>
        </div>
      )}
    </li>
  );
}

function ListState({ live, empty }: { live: Live<Request[]>; empty: React.ReactNode }) {
  if (live.status === 'loading')
    return (
      <p aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  if (live.status === 'error')
    return (
      <p className="has-text-danger-dark" role="alert">
        <Trans>The requests could not be loaded.</Trans>
      </p>
    );
  return live.data.length === 0 ? <p data-testid="requests-empty">{empty}</p> : null;
}

/** Owners: the team's pending requests, newest first. */
export function PendingRequests({ live, members }: { live: Live<Request[]>; members: readonly WithId<TeamMember>[] }) {
  const nameOf = (uid: string) => {
    const m = members.find((x) => x.uid === uid);
    return m ? m.name || m.email : '—';
  };
  return (
    <section className="mb-5" data-testid="pending-requests">
      <h2 className="title is-5">
        <Trans>Waiting for your approval</Trans>
      </h2>
      <ListState live={live} empty={<Trans>No request is waiting. Members' requests appear here.</Trans>} />
      {live.status === 'success' ? (
        <ul>
          {live.data.map((r) => (
            <PendingRow key={r.id} r={r} asker={nameOf(r.userId)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A member's own requests: waiting ones can be withdrawn; decided ones show the outcome. */
export function MyRequests({ live }: { live: Live<Request[]> }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<string | null>(null);
  const withdraw = async (id: string) => {
    setBusy(id);
    try {
      await withdrawRequest(id);
      toast.success(t`Request withdrawn.`);
    } catch {
      toast.error(t`Could not withdraw the request. It may already be decided.`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section data-testid="my-requests">
      <h2 className="title is-5">
        <Trans>My requests</Trans>
      </h2>
      <ListState
        live={live}
        empty={<Trans>You have no requests. Orders that need an owner's approval appear here.</Trans>}
      />
      {live.status === 'success' ? (
        <ul>
          {live.data.map((r) => (
            <li key={r.id} className="box" data-testid="my-request">
              <div className="is-flex is-justify-content-space-between is-align-items-start" style={{ gap: '0.5rem' }}>
                <RequestSummary r={r} />
                <StatusTag status={r.status} />
              </div>
              {r.status === 'declined' && r.declineReason ? (
                <p className="mt-2" data-testid="decline-reason-shown">
                  <Trans>Reason:</Trans> {r.declineReason}
                </p>
              ) : null}
              {r.status === 'approved' && r.taskId ? (
                <p className="mt-2">
                  <Link to={paths.task.getHref(r.taskId)} data-testid="approved-task-link">
                    <Trans>Open the task</Trans>
                  </Link>
                </p>
              ) : null}
              {r.status === 'pending' ? (
                <button
                  type="button"
                  className={`button is-small mt-2 ${busy === r.id ? 'is-loading' : ''}`}
                  disabled={busy !== null}
                  onClick={() => void withdraw(r.id)}
                  data-testid="withdraw-request"
                >
                  <Trans>Withdraw</Trans>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
