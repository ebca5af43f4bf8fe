import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { toMillis, type Occurrence, type Schedule, type WithId } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { callableError } from '../../../lib/callable';
import {
  deleteSchedule,
  pauseSchedule,
  resumeSchedule,
  skipScheduleDate,
  submitSkipped,
  useSkippedOccurrences,
} from '../api/schedules-api';
import { endText, occurrenceTime, rhythmText } from './rhythm-text';

/** One schedule: its rhythm, next 5 dates with their price, its controls and its skipped occurrences. */
export function ScheduleCard({
  schedule,
  canManage,
  onEdit,
}: {
  schedule: WithId<Schedule>;
  canManage: boolean;
  onEdit: () => void;
}) {
  const { t, i18n } = useLingui();
  const heldText = useHeldText();
  const [busy, setBusy] = useState(false);
  const id = schedule.id;
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
    } catch (err) {
      const reason = callableError(err).reason;
      toast.error(
        reason === 'schedule_owner_required'
          ? t`Only the person who made this schedule, or an owner, can change it.`
          : reason === 'approval_required'
            ? t`Only a team owner can run this schedule before its approval.`
            : t`That did not work. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };
  const held = heldText(schedule.pausedReason);
  const status =
    schedule.status === 'active'
      ? t`Running`
      : schedule.pausedReason === 'awaiting_approval'
        ? t`Waiting for an owner's approval`
        : schedule.status === 'paused'
          ? t`Paused`
          : t`Ended`;
  const ends = endText(i18n, schedule.timing.end);
  return (
    <div className="box" data-testid="schedule-card">
      <div className="level mb-2">
        <div className="level-left">
          <h2 className="title is-5 mb-0">{schedule.template.title}</h2>
        </div>
        <div className="level-right">
          <span
            className={`tag ${schedule.status === 'active' ? 'is-success' : 'is-warning'} is-light`}
            data-testid="schedule-status"
          >
            {status}
          </span>
        </div>
      </div>
      <p className="mb-2">
        {rhythmText(i18n, schedule.timing.rhythm, schedule.timing.time)}
        {ends ? `, ${ends}` : ''}
      </p>
      {held ? (
        <p className="notification is-warning is-light" data-testid="schedule-held">
          {held}
        </p>
      ) : null}
      {schedule.pausedReason === 'creator_gone' ? (
        <p className="notification is-warning is-light">
          <Trans>
            The person who made this schedule left the team. An owner can resume it, and it then acts as them.
          </Trans>
        </p>
      ) : null}
      {schedule.upcoming.length > 0 ? (
        <div className="table-container">
          <table className="table is-narrow is-fullwidth" data-testid="schedule-upcoming">
            <tbody>
              {schedule.upcoming.map((o) => (
                <tr key={o.localDate}>
                  <td>{occurrenceTime(o.runAtMs, i18n.locale)}</td>
                  <td>
                    <Plural value={schedule.priceCredits} one="# credit" other="# credits" />
                  </td>
                  <td className="has-text-right">
                    {canManage ? (
                      <button
                        type="button"
                        className="button is-small is-text"
                        disabled={busy}
                        onClick={() => void run(() => skipScheduleDate(id, o.localDate, true), t`Date skipped.`)}
                      >
                        <Trans>Skip this date</Trans>
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {schedule.skipDates.length > 0 ? (
        <p className="is-size-7 mb-2">
          <Trans>Skipped dates:</Trans>{' '}
          {schedule.skipDates.map((d) => (
            <span key={d} className="tag mr-1">
              {d}
              {canManage ? (
                <button
                  type="button"
                  className="delete is-small"
                  aria-label={t`Take the skip back`}
                  disabled={busy}
                  onClick={() => void run(() => skipScheduleDate(id, d, false), t`Date restored.`)}
                />
              ) : null}
            </span>
          ))}
        </p>
      ) : null}
      <SkippedOccurrences schedule={schedule} canManage={canManage} />
      {canManage ? (
        <div className="buttons mt-3">
          {schedule.status === 'active' ? (
            <button
              type="button"
              className="button is-small"
              disabled={busy}
              onClick={() => void run(() => pauseSchedule(id), t`Schedule paused.`)}
              data-testid="schedule-pause"
            >
              <Trans>Pause</Trans>
            </button>
          ) : schedule.status === 'paused' ? (
            <button
              type="button"
              className="button is-small is-success"
              disabled={busy}
              onClick={() => void run(() => resumeSchedule(id), t`Schedule resumed.`)}
              data-testid="schedule-resume"
            >
              <Trans>Resume</Trans>
            </button>
          ) : null}
          <button type="button" className="button is-small" disabled={busy} onClick={onEdit}>
            <Trans>Edit</Trans>
          </button>
          <button
            type="button"
            className="button is-small is-danger is-light"
            disabled={busy}
            onClick={() => {
              if (window.confirm(t`Delete this schedule? The tasks it already submitted stay.`))
                void run(() => deleteSchedule(id), t`Schedule deleted.`);
            }}
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Why a member's schedule is held by the team's approval rule, as its card says it; null when it
 * is not held. Resuming it is an owner's (it then counts as approved); an edit asks again.
 */
function useHeldText() {
  const { t } = useLingui();
  return (reason: Schedule['pausedReason']): string | null => {
    switch (reason) {
      case 'awaiting_approval':
        return t`Waiting for an owner's approval of the price of one occurrence. Nothing runs until then.`;
      case 'approval_declined':
        return t`An owner declined this schedule; the reason is on the team's requests page. Edit it to ask again, or delete it.`;
      case 'approval_expired':
        return t`No owner decided on this schedule within 7 days. Edit it to ask again, or delete it.`;
      case 'approval_withdrawn':
        return t`You withdrew this schedule's request for approval. Edit it to ask again, or delete it.`;
      default:
        return null;
    }
  };
}

/** Why an occurrence was skipped, as the card says it. */
function useSkipText() {
  const { t } = useLingui();
  return (reason: Occurrence['reason']): string => {
    switch (reason) {
      case 'insufficient_credits':
        return t`Not enough credits.`;
      case 'spending_cap':
        return t`The monthly spending cap was reached.`;
      case 'price_above_approved':
        return t`Its price rose above the one an owner approved.`;
      case 'terms_not_accepted':
        return t`The new terms of service were not accepted yet. Submitting it now asks for them first.`;
      default:
        return t`The order was refused.`;
    }
  };
}

/**
 * Occurrences the scheduler skipped (a short wallet, the cap, a price above the approved one, the
 * terms not accepted), each with its reason and submittable by hand until its window closes; a
 * short wallet's leads to buying credits.
 */
function SkippedOccurrences({ schedule, canManage }: { schedule: WithId<Schedule>; canManage: boolean }) {
  const { t, i18n } = useLingui();
  const skipText = useSkipText();
  const skipped = useSkippedOccurrences(schedule.id, schedule.accountId);
  const [sending, setSending] = useState<string | null>(null);
  if (skipped.status !== 'success' || skipped.data.length === 0) return null;
  const now = Date.now();
  return (
    <div className="notification is-warning is-light" data-testid="schedule-skipped">
      <p className="has-text-weight-semibold">
        <Trans>Skipped occurrences</Trans>
        {skipped.data.some((o) => o.reason === 'insufficient_credits') ? (
          <>
            {' '}
            <Link to={paths.credits.getHref()} data-testid="schedule-skipped-credits">
              <Trans>Buy credits</Trans>
            </Link>
          </>
        ) : null}
      </p>
      <ul>
        {skipped.data.map((o) => {
          const open = (toMillis(o.submitBy) ?? 0) > now;
          return (
            <li key={o.localDate} data-testid="schedule-skipped-item">
              {occurrenceTime(toMillis(o.runAt) ?? 0, i18n.locale)}: {skipText(o.reason)}{' '}
              {open && canManage ? (
                <button
                  type="button"
                  className={`button is-small is-primary ${sending === o.localDate ? 'is-loading' : ''}`}
                  disabled={sending !== null}
                  onClick={() => {
                    setSending(o.localDate);
                    submitSkipped(schedule.id, o.localDate)
                      .then(() => toast.success(t`Submitted.`))
                      .catch(() => toast.error(t`It could not be submitted. Check your balance.`))
                      .finally(() => setSending(null));
                  }}
                >
                  <Trans>Submit now</Trans>
                </button>
              ) : (
                <span className="is-size-7">
                  <Trans>too late to submit</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
