import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { STORAGE_KEYS, toMillis, type TaskStatus } from '@tasklane/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSignedInUser } from '../../../hooks/use-session';
import { paths } from '../../../config/paths';
import { useWallet } from '../../../lib/data/use-wallet';
import { useSpace } from '../../../hooks/use-space';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { useMyTasks } from '../api/use-tasks';
import { TaskList } from '../components/task-list';
import { WaitingBanner } from '../../../components/thread/waiting-banner';
import { useUnreadThreads } from '../../../lib/data/threads';
import { formatDateTime } from '../../../lib/format';
import { NextSchedules } from '../../../components/next-schedules';

/** In progress: the dashboard lists these first, however old (a delivery reopened for a revision). */
const ACTIVE: readonly TaskStatus[] = ['submitted', 'ai_drafted', 'in_review', 'reopened'];

function readOnboarded(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.onboarded) === '1';
  } catch {
    return true;
  }
}

/** First-visit guide: three steps, dismissed once and remembered. */
function Guide({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useLingui();
  return (
    <div className="message is-info" data-testid="onboarding-guide">
      <div className="message-header">
        <p>
          <Trans>Welcome to Tasklane</Trans>
        </p>
        <button
          type="button"
          className="delete"
          aria-label={t`Dismiss the guide`}
          onClick={onDismiss}
          data-testid="dismiss-guide"
        />
      </div>
      <div className="message-body">
        <ol className="ml-4">
          <li>
            <Trans>
              Describe one small task and choose how fast you need it. You see the price before you confirm.
            </Trans>
          </li>
          <li>
            <Trans>Pay with credits. Your task joins the queue; an AI drafts it and a person reviews it.</Trans>
          </li>
          <li>
            <Trans>Follow it here live. Once delivered, you have 72 hours for a free minor revision.</Trans>
          </li>
        </ol>
      </div>
    </div>
  );
}

/** /dashboard: balance, active tasks with countdowns, recent deliveries, all live. */
export default function DashboardPage() {
  const user = useSignedInUser();
  const uid = user.uid;
  const { t, i18n } = useLingui();
  const space = useSpace(uid);
  const wallet = useWallet(space.accountId);
  // Two lists, each by status: the newest 20 of all tasks hid the deliveries of a customer with 20
  // tasks in progress, and a delivery reopened long after it was submitted.
  const tasks = useMyTasks(uid, 20, ACTIVE, space.teamId);
  const deliveries = useMyTasks(uid, 5, 'delivered', space.teamId);
  const unread = useUnreadThreads('customer', space.accountId);
  const [onboarded, setOnboarded] = useState(readOnboarded);
  const dismiss = () => {
    try {
      localStorage.setItem(STORAGE_KEYS.onboarded, '1');
    } catch {
      /* not remembered in private mode */
    }
    setOnboarded(true);
  };
  const active = tasks.data ?? [];
  const delivered = deliveries.data ?? [];
  const balance = wallet.status === 'success' ? (wallet.data?.balance ?? 0) : null;

  return (
    <section className="section">
      <PageMeta title={t`Dashboard`} />
      <div className="container">
        <div className="level">
          <div className="level-left">
            <h1 className="title">
              <Trans>Dashboard</Trans>
            </h1>
          </div>
          <div className="level-right">
            <Link
              className="button is-primary is-medium"
              to={paths.submitTask.getHref()}
              data-testid="dashboard-new-task"
            >
              <Trans>Submit a new task</Trans>
            </Link>
          </div>
        </div>

        {!onboarded ? <Guide onDismiss={dismiss} /> : null}

        {active
          .filter((task) => task.waiting)
          .map((task) =>
            task.waiting ? (
              <WaitingBanner
                key={task.id}
                waiting={task.waiting}
                title={task.title}
                action={
                  <Link
                    className="button is-small is-warning"
                    to={`${paths.task.getHref(task.id)}#conversation`}
                    data-testid="waiting-answer-link"
                  >
                    <Trans>Answer</Trans>
                  </Link>
                }
              />
            ) : null,
          )}

        <div className="columns">
          <div className="column is-4">
            <div className="box" data-testid="dashboard-balance">
              <p className="heading">
                <Trans>Credit balance</Trans>
              </p>
              <p className="title is-3">
                {balance === null ? '...' : <Plural value={balance} one="# credit" other="# credits" />}
              </p>
              <Link to={paths.credits.getHref()}>
                <Trans>Buy credits and see the history</Trans>
              </Link>
            </div>
            <NextSchedules accountId={space.accountId} />
          </div>
          <div className="column">
            <h2 className="title is-5">
              <Trans>Active tasks</Trans>
            </h2>
            {tasks.status === 'loading' ? (
              <PageLoader />
            ) : tasks.status === 'error' ? (
              <div className="notification is-danger is-light" role="alert">
                <Trans>Your tasks could not be loaded.</Trans>
              </div>
            ) : active.length === 0 ? (
              <p className="has-text-grey-dark" data-testid="no-active-tasks">
                <Trans>Nothing in progress. Submit a task and follow it here.</Trans>
              </p>
            ) : (
              <TaskList tasks={active} unread={unread} />
            )}

            {/* Once the tasks are here: shown below a loader, this part was pushed down the page
                when the active tasks arrived (a layout shift on every phone). */}
            {tasks.status !== 'success' || deliveries.status === 'loading' ? null : (
              <>
                <h2 className="title is-5 mt-5">
                  <Trans>Recent deliveries</Trans>
                </h2>
                {deliveries.status === 'error' ? (
                  <div className="notification is-danger is-light" role="alert">
                    <Trans>Your recent deliveries could not be loaded.</Trans>
                  </div>
                ) : delivered.length === 0 ? (
                  <p className="has-text-grey-dark">
                    <Trans>No deliveries yet.</Trans>
                  </p>
                ) : (
                  <ul data-testid="recent-deliveries">
                    {delivered.map((task) => (
                      <li key={task.id} className="mb-2">
                        <Link to={paths.task.getHref(task.id)}>{task.title}</Link>{' '}
                        <span className="is-size-7 has-text-grey-dark">
                          {formatDateTime(toMillis(task.deliveredAt) ?? 0, i18n.locale)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                <p className="mt-4">
                  <Link to={paths.tasks.getHref()}>
                    <Trans>See all my tasks</Trans>
                  </Link>
                </p>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
