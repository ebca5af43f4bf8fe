import { Trans, useLingui } from '@lingui/react/macro';
import { TASK_STATUSES, type TaskStatus } from '@tasklane/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSignedInUser } from '../../../hooks/use-session';
import { paths } from '../../../config/paths';
import { statusLabels } from '../../../lib/labels';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { useMyTasks } from '../api/use-tasks';
import { useSpace } from '../../../hooks/use-space';
import { TaskList } from '../components/task-list';
import { useUnreadThreads } from '../../../lib/data/threads';
import { SelectField, TextField } from '../../../components/fields/controls';

const PAGE = 20;

/** /tasks: the user's tasks, live, newest first, 20 at a time. */
export default function TasksPage() {
  const user = useSignedInUser();
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = (TASK_STATUSES as readonly string[]).includes(statusParam ?? '') ? (statusParam as TaskStatus) : null;
  const [max, setMax] = useState(PAGE);
  const [search, setSearch] = useState('');
  const space = useSpace(user.uid);
  const { status: loadStatus, data, error } = useMyTasks(user.uid, max, status, space.teamId);
  const unread = useUnreadThreads('customer', space.accountId);

  const needle = search.trim().toLocaleLowerCase();
  const shown = (data ?? []).filter((task) => !needle || task.title.toLocaleLowerCase().includes(needle));
  const mayHaveMore = (data?.length ?? 0) >= max;

  return (
    <section className="section">
      <PageMeta title={t`My tasks`} />
      <div className="container">
        <div className="level is-mobile is-flex-wrap-wrap">
          <div className="level-left">
            <h1 className="title">
              <Trans>My tasks</Trans>
            </h1>
          </div>
          <div className="level-right">
            <Link className="button is-primary" to={paths.submitTask.getHref()} data-testid="new-task-button">
              <Trans>New task</Trans>
            </Link>
          </div>
        </div>

        <div className="columns">
          <div className="column is-4">
            <SelectField
              id="status-filter"
              label={<Trans>Status</Trans>}
              labelClassName="is-small"
              data-testid="status-filter"
              value={status ?? ''}
              onChange={(e) => {
                setMax(PAGE);
                const next = new URLSearchParams(params);
                if (e.target.value) next.set('status', e.target.value);
                else next.delete('status');
                setParams(next, { replace: true });
              }}
            >
              <option value="">{t`All statuses`}</option>
              {TASK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {i18n._(statusLabels[s])}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="column">
            <TextField
              id="task-search"
              label={<Trans>Search by title</Trans>}
              hint={
                <p className="help">
                  <Trans>Searches the tasks loaded below; load more to search further back.</Trans>
                </p>
              }
              labelClassName="is-small"
              type="search"
              data-testid="task-search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>

        {loadStatus === 'loading' ? (
          <PageLoader />
        ) : loadStatus === 'error' ? (
          <div className="notification is-danger is-light" role="alert">
            <Trans>Your tasks could not be loaded.</Trans> {error?.message}
          </div>
        ) : data.length === 0 && !status ? (
          <div className="box has-text-centered" data-testid="tasks-empty">
            <p className="mb-3">
              <Trans>You have no tasks yet. Your first one takes two minutes to describe.</Trans>
            </p>
            <Link className="button is-primary" to={paths.submitTask.getHref()}>
              <Trans>Submit your first task</Trans>
            </Link>
          </div>
        ) : shown.length === 0 ? (
          <p className="has-text-grey-dark" data-testid="tasks-no-match">
            <Trans>No task matches these filters.</Trans>
          </p>
        ) : (
          <TaskList tasks={shown} unread={unread} />
        )}

        {loadStatus === 'success' && mayHaveMore ? (
          <button
            type="button"
            className="button is-light is-fullwidth mt-3"
            data-testid="load-more"
            onClick={() => setMax((m) => m + PAGE)}
          >
            <Trans>Load more</Trans>
          </button>
        ) : null}
      </div>
    </section>
  );
}
