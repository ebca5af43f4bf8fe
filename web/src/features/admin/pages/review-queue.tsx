import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { isAtRisk, toMillis, type Tier } from '@tasklane/domain';
import { useSettings } from '../../../lib/data/use-settings';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { useUnreadThreads } from '../../../lib/data/threads';
import { useSignedInUser } from '../../../hooks/use-session';
import { categoryLabels, statusLabels, statusTagClass, tierLabels } from '../../../lib/labels';
import { paths } from '../../../config/paths';
import { PageLoader } from '../../../components/page-loader';
import { pickUpTask } from '../api/reviewer-actions';
import type { TaskWithId } from '@tasklane/domain';
import { REVIEW_STATUSES, useReviewQueue, type ReviewStatus } from '../api/use-review-queue';
import { PageNav } from '../components/page-nav';
import { useNow } from '../../../hooks/use-now';
import { DueCountdown } from '../../../components/due-countdown';
import { SelectField } from '../../../components/fields/controls';

/** Tasks a reviewer can act on: drafted or reopened ones, and those in review assigned to me. */
export function reviewable(tasks: TaskWithId[], uid: string): TaskWithId[] {
  return tasks.filter((t) => t.status !== 'in_review' || t.reviewerId === uid);
}

/** Each tier's hours, from the settings' tiers. */
export function tierHoursOf(tiers: Record<Tier, { hours: number }>): Record<Tier, number> {
  return Object.fromEntries(Object.entries(tiers).map(([k, v]) => [k, v.hours])) as Record<Tier, number>;
}

export function ReviewQueueView({
  tasks,
  uid,
  nowMs,
  busyId,
  onPickUp,
  tierHours,
  unread = {},
}: {
  tasks: TaskWithId[];
  uid: string;
  nowMs: number;
  busyId: string | null;
  onPickUp: (id: string) => void;
  /** Each tier's promised hours: a task with under a fifth of them left is flagged at risk. */
  tierHours?: Record<Tier, number>;
  /** Unread customer messages, by task: the row is marked until staff open the conversation. */
  unread?: Record<string, number>;
}) {
  const { i18n } = useLingui();
  if (tasks.length === 0) {
    return (
      <div className="notification is-light" data-testid="review-queue-empty">
        <Trans>Nothing to review right now. Drafted tasks and revision requests appear here as they arrive.</Trans>
      </div>
    );
  }
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable" data-testid="review-queue">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Task</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Tier</Trans>
            </th>
            <th scope="col">
              <Trans>Deadline</Trans>
            </th>
            <th scope="col">
              <span className="is-sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((t) => {
            const due = toMillis(t.dueAt);
            const overdue = due !== null && due <= nowMs;
            const atRisk = !overdue && tierHours !== undefined && isAtRisk(due, tierHours[t.tier], nowMs);
            return (
              <tr
                key={t.id}
                className={overdue ? 'has-background-danger-light' : undefined}
                data-testid={`review-row-${t.id}`}
              >
                <td>
                  <Link to={paths.adminReview.getHref(t.id)} className="has-text-weight-semibold">
                    {t.title}
                  </Link>
                  <br />
                  <span className="is-size-7 has-text-grey-dark">{i18n._(categoryLabels[t.category])}</span>
                  {(unread[t.id] ?? 0) > 0 ? (
                    <span className="tag is-link ml-2" data-testid={`review-unread-${t.id}`}>
                      <Plural value={unread[t.id] ?? 0} one="# new message" other="# new messages" />
                    </span>
                  ) : null}
                  {t.waiting ? (
                    <span className="tag is-warning is-light ml-2">
                      <Trans>Waiting on the customer</Trans>
                    </span>
                  ) : null}
                  {t.draftFailed && (
                    <span className="tag is-warning is-light ml-2">
                      <Trans>Draft failed</Trans>
                    </span>
                  )}
                </td>
                <td>
                  <span className={`tag ${statusTagClass[t.status]}`}>{i18n._(statusLabels[t.status])}</span>
                </td>
                <td>{i18n._(tierLabels[t.tier])}</td>
                <td>
                  <DueCountdown dueAtMs={due} nowMs={nowMs} />
                  {atRisk && (
                    <span className="tag is-danger is-light ml-2" data-testid={`at-risk-${t.id}`}>
                      <Trans>At risk</Trans>
                    </span>
                  )}
                </td>
                <td className="has-text-right">
                  {t.status === 'in_review' && t.reviewerId === uid ? (
                    <Link to={paths.adminReview.getHref(t.id)} className="button is-small is-link is-light">
                      <Trans>Continue</Trans>
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className={`button is-small is-primary ${busyId === t.id ? 'is-loading' : ''}`}
                      disabled={busyId !== null}
                      onClick={() => onPickUp(t.id)}
                      data-testid={`pick-up-${t.id}`}
                    >
                      <Trans>Pick up</Trans>
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export default function ReviewQueue() {
  const { t, i18n } = useLingui();
  const user = useSignedInUser();
  const uid = user.uid;
  const [statusFilter, setStatusFilter] = useState<ReviewStatus | 'all'>('all');
  const queue = useReviewQueue(statusFilter);
  const unread = useUnreadThreads('staff', uid);
  const nowMs = useNow();
  const navigate = useNavigate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { settings } = useSettings();
  const tierHours = tierHoursOf(settings.tiers);

  const onPickUp = async (id: string) => {
    setBusyId(id);
    try {
      await pickUpTask(id);
      toast.success(t`Task picked up`);
      await navigate(paths.adminReview.getHref(id));
    } catch {
      toast.error(t`Could not pick up this task. Someone may have taken it.`);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div>
      <SelectField
        id="review-status-filter"
        label={<Trans>Show</Trans>}
        labelClassName="is-small"
        selectClassName=""
        value={statusFilter}
        onChange={(e) => setStatusFilter(e.target.value as ReviewStatus | 'all')}
        data-testid="review-status-filter"
      >
        <option value="all">{t`Everything to review`}</option>
        {REVIEW_STATUSES.map((s) => (
          <option key={s} value={s}>
            {i18n._(statusLabels[s])}
          </option>
        ))}
      </SelectField>
      {queue.status === 'loading' ? (
        <PageLoader />
      ) : queue.status === 'error' ? (
        <div className="notification is-danger is-light" role="alert" data-testid="review-queue-error">
          <Trans>Could not load the review queue.</Trans> {queue.error?.message}
        </div>
      ) : (
        <>
          <ReviewQueueView
            tasks={reviewable(queue.rows, uid)}
            uid={uid}
            nowMs={nowMs}
            busyId={busyId}
            onPickUp={(id) => void onPickUp(id)}
            tierHours={tierHours}
            unread={unread}
          />
          <PageNav
            label={t`Review queue pages`}
            page={queue.page}
            hasPrevious={queue.hasPrevious}
            hasNext={queue.hasNext}
            onPrevious={queue.previous}
            onNext={queue.next}
            testId="review-queue-pages"
          />
        </>
      )}
    </div>
  );
}
