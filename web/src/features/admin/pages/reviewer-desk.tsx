import { Trans, useLingui } from '@lingui/react/macro';
import { toMillis, type TaskWithId } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { useSignedInUser } from '../../../hooks/use-session';
import { useSettings } from '../../../lib/data/use-settings';
import { pickUpTask } from '../api/reviewer-actions';
import type { LivePage } from '../api/live-page';
import { updateReviewerProfile, useMyReviewerProfile, useMyReviewTasks, usePoolTasks } from '../api/reviewers-api';
import { PageNav } from '../components/page-nav';
import { ReviewQueueView, tierHoursOf } from './review-queue';
import { ReviewFiguresTable } from '../components/review-figures';
import { useMyReviewStats } from '../api/ratings-admin-api';

const byDue = (a: TaskWithId, b: TaskWithId) => (toMillis(a.dueAt) ?? Infinity) - (toMillis(b.dueAt) ?? Infinity);

/** Away or back: a reviewer who is away receives no new task; what they hold stays theirs. */
function Availability({ uid }: { uid: string }) {
  const { t } = useLingui();
  const { status, data } = useMyReviewerProfile(uid);
  const [busy, setBusy] = useState(false);
  if (status !== 'success' || !data) return null;
  const away = data.away;
  const toggle = async () => {
    setBusy(true);
    try {
      await updateReviewerProfile({ uid, away: !away });
      toast.success(
        away ? t`You are back: new tasks can come to you.` : t`You are away: no new task will come to you.`,
      );
    } catch {
      toast.error(t`Could not change your availability. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="level is-mobile mb-4">
      <div className="level-left">
        <span className={`tag ${away ? 'is-warning' : 'is-success'} is-light`} data-testid="desk-availability">
          {away ? <Trans>Away</Trans> : <Trans>Available</Trans>}
        </span>
      </div>
      <div className="level-right">
        <button
          type="button"
          className={`button is-small ${busy ? 'is-loading' : ''}`}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void toggle()}
          data-testid="desk-toggle-away"
        >
          {away ? <Trans>I am back</Trans> : <Trans>Set me away</Trans>}
        </button>
      </div>
    </div>
  );
}

/** The reviewer's own figures: on time, revisions, average rating, median time in review. */
function MyFigures({ uid }: { uid: string }) {
  const { t } = useLingui();
  const { status, data } = useMyReviewStats(uid);
  if (status !== 'success') return null;
  return (
    <ReviewFiguresTable rows={data ? [{ key: 'me', label: t`My figures`, stats: data }] : []} testId="my-figures" />
  );
}

/**
 * A reviewer's desk: the tasks assigned to them, due soonest first with the time left and the
 * at-risk flag, then the pool any reviewer may take.
 */
export default function ReviewerDesk() {
  const { t } = useLingui();
  const { uid } = useSignedInUser();
  const mine = useMyReviewTasks(uid);
  const pool = usePoolTasks();
  const nowMs = useNow();
  const navigate = useNavigate();
  const { settings } = useSettings();
  const [busyId, setBusyId] = useState<string | null>(null);

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

  // The first answer shows the desk at once; a later page loads within its own list.
  if (!mine.hasPrevious && !pool.hasPrevious && (mine.status === 'loading' || pool.status === 'loading'))
    return <PageLoader />;
  if (mine.status === 'error' || pool.status === 'error') {
    return (
      <div className="notification is-danger is-light" role="alert">
        <Trans>Could not load your desk.</Trans>
      </div>
    );
  }
  const view = (list: LivePage<TaskWithId>, label: string, testId: string) => (
    <div data-testid={testId}>
      {list.status !== 'success' ? (
        <PageLoader />
      ) : (
        <>
          <ReviewQueueView
            tasks={[...list.rows].sort(byDue)}
            uid={uid}
            nowMs={nowMs}
            busyId={busyId}
            onPickUp={(id) => void onPickUp(id)}
            tierHours={tierHoursOf(settings.tiers)}
          />
          <PageNav
            label={label}
            page={list.page}
            hasPrevious={list.hasPrevious}
            hasNext={list.hasNext}
            onPrevious={list.previous}
            onNext={list.next}
            testId={`${testId}-pages`}
          />
        </>
      )}
    </div>
  );
  return (
    <div data-testid="reviewer-desk">
      <Availability uid={uid} />
      <h2 className="title is-5">
        <Trans>My tasks</Trans>
      </h2>
      {view(mine, t`My task pages`, 'desk-mine')}
      <h2 className="title is-5 mt-5">
        <Trans>Pool</Trans>
      </h2>
      {view(pool, t`Pool pages`, 'desk-pool')}
      <h2 className="title is-5 mt-5">
        <Trans>My figures</Trans>
      </h2>
      <MyFigures uid={uid} />
    </div>
  );
}
