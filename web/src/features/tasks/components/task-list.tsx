import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { categoryLabels, tierLabels } from '../../../lib/labels';
import type { TaskWithId } from '@tasklane/domain';
import { QueueOrDue } from './queue-or-due';
import { TaskStatusTag } from './task-status-tag';

/**
 * Presentation: a list of task cards (status, category, tier, queue/due, price), marked when the
 * conversation has messages the customer has not read, or when a task waits on their answer.
 */
export function TaskList({ tasks, unread = {} }: { tasks: TaskWithId[]; unread?: Record<string, number> }) {
  const { i18n } = useLingui();
  return (
    <ul className="task-list" data-testid="task-list">
      {tasks.map((task) => (
        <li key={task.id} className="box mb-3" data-testid="task-row" data-task-id={task.id}>
          <div
            className="is-flex is-justify-content-space-between is-align-items-start is-flex-wrap-wrap"
            style={{ gap: '0.5rem' }}
          >
            <Link
              to={paths.task.getHref(task.id)}
              className="has-text-weight-semibold is-size-5"
              data-testid="task-link"
            >
              {task.title}
            </Link>
            <span className="tags mb-0">
              {task.waiting ? (
                <span className="tag is-warning" data-testid="task-waiting-tag">
                  <Trans>Waiting on you</Trans>
                </span>
              ) : null}
              {(unread[task.id] ?? 0) > 0 ? (
                <Link
                  to={`${paths.task.getHref(task.id)}#conversation`}
                  className="tag is-link"
                  data-testid="task-unread"
                >
                  <Plural value={unread[task.id] ?? 0} one="# new message" other="# new messages" />
                </Link>
              ) : null}
              <TaskStatusTag status={task.status} />
            </span>
          </div>
          <p className="is-size-7 has-text-grey-dark mt-1">
            {i18n._(categoryLabels[task.category])} · {i18n._(tierLabels[task.tier])} ·{' '}
            {task.priceCredits === 1 ? <Trans>1 credit</Trans> : <Trans>{task.priceCredits} credits</Trans>}
          </p>
          <p className="is-size-7 mt-1">
            <QueueOrDue id={task.id} task={task} />
          </p>
        </li>
      ))}
    </ul>
  );
}
