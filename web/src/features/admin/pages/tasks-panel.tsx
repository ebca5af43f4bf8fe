import { Trans, useLingui } from '@lingui/react/macro';
import {
  ADMIN_TASK_PAGE_SIZE,
  CATEGORIES,
  TASK_STATUSES,
  TIERS,
  adminTaskQuerySpec,
  emailField,
  isOverdue,
  toMillis,
  type AdminTaskFilters,
  type AdminTaskQuerySpec,
  type Category,
  type TaskStatus,
  type TaskWithId,
  type Tier,
} from '@tasklane/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { formatDateTime } from '../../../lib/format';
import { categoryLabels, statusLabels, statusTagClass, tierLabels } from '../../../lib/labels';
import { useAdminTasksPage, useProfileByEmail, type TaskCursor } from '../api/admin-tasks-api';
import { SelectField, TextField } from '../../../components/fields/controls';
import { codeError } from '../../../components/fields/field';

/** Presentation: one page of tasks as a table. */
export function AdminTaskTable({ tasks, nowMs }: { tasks: TaskWithId[]; nowMs: number }) {
  const { i18n } = useLingui();
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-striped is-narrow" data-testid="admin-tasks-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Task</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Category</Trans>
            </th>
            <th scope="col">
              <Trans>Tier</Trans>
            </th>
            <th scope="col">
              <Trans>Submitted</Trans>
            </th>
            <th scope="col">
              <Trans>Due</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => {
            const due = toMillis(task.dueAt);
            const late = isOverdue({ status: task.status, dueAt: due }, nowMs);
            return (
              <tr key={task.id} data-testid="admin-task-row" data-task-id={task.id}>
                <td style={{ overflowWrap: 'anywhere' }}>
                  <Link to={paths.adminTask.getHref(task.id)}>{task.title}</Link>
                </td>
                <td>
                  <span className={`tag ${statusTagClass[task.status]}`}>{i18n._(statusLabels[task.status])}</span>
                </td>
                <td>{i18n._(categoryLabels[task.category])}</td>
                <td>{i18n._(tierLabels[task.tier])}</td>
                <td>{formatDateTime(task.submittedAt, i18n.locale)}</td>
                <td>
                  {due !== null ? formatDateTime(due, i18n.locale) : '—'}{' '}
                  {late && (
                    <span className="tag is-danger is-light" data-testid="overdue-tag">
                      <Trans>Overdue</Trans>
                    </span>
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

/** Container: one page of the list, with previous / next through a stack of cursors. */
function TaskPages({ spec }: { spec: AdminTaskQuerySpec }) {
  const { t } = useLingui();
  const nowMs = useNow(60_000);
  const [cursors, setCursors] = useState<TaskCursor[]>([]);
  const after = cursors.at(-1) ?? null;
  const { status, data, error } = useAdminTasksPage(spec, after);
  if (status === 'loading') return <PageLoader />;
  if (status === 'error') {
    console.error('Admin tasks fetch failed', error);
    return (
      <div className="notification is-danger is-light" role="alert">
        <Trans>Could not load the tasks.</Trans>
      </div>
    );
  }
  const tasks = data.docs.map((d) => d.data());
  if (tasks.length === 0 && cursors.length === 0) {
    return (
      <p className="has-text-grey-dark" data-testid="admin-tasks-empty">
        <Trans>No task matches these filters.</Trans>
      </p>
    );
  }
  const page = cursors.length + 1;
  const last = data.docs.at(-1);
  return (
    <div>
      <AdminTaskTable tasks={tasks} nowMs={nowMs} />
      <nav className="buttons is-align-items-center" aria-label={t`Pages`}>
        <button
          type="button"
          className="button is-small"
          disabled={cursors.length === 0}
          onClick={() => setCursors((c) => c.slice(0, -1))}
          data-testid="admin-tasks-prev"
        >
          <Trans>Previous page</Trans>
        </button>
        <span className="mx-2 mb-2" data-testid="admin-tasks-page">
          <Trans>Page {page}</Trans>
        </span>
        <button
          type="button"
          className="button is-small"
          disabled={tasks.length < ADMIN_TASK_PAGE_SIZE || !last}
          onClick={() => last && setCursors((c) => [...c, last])}
          data-testid="admin-tasks-next"
        >
          <Trans>Next page</Trans>
        </button>
      </nav>
    </div>
  );
}

/** Container: finds the customer by e-mail first, then lists their tasks. */
function TasksOfCustomer({
  email,
  filters,
  nowMs,
}: {
  email: string;
  filters: Omit<AdminTaskFilters, 'email'>;
  nowMs: number;
}) {
  const { status, data } = useProfileByEmail(email);
  if (status === 'loading') return <PageLoader />;
  const userId = status === 'success' ? data[0]?.id : undefined;
  if (!userId) {
    return (
      <p className="has-text-grey-dark" data-testid="admin-tasks-no-customer">
        <Trans>No customer has this e-mail address.</Trans>
      </p>
    );
  }
  return <Results filters={{ ...filters, userId }} nowMs={nowMs} />;
}

function Results({
  filters,
  nowMs,
}: {
  filters: Omit<AdminTaskFilters, 'email'> & { userId?: string };
  nowMs: number;
}) {
  const spec = useMemo(() => adminTaskQuerySpec(filters, nowMs), [filters, nowMs]);
  if (spec.empty) {
    return (
      <p className="has-text-grey-dark" data-testid="admin-tasks-empty">
        <Trans>A finished task cannot be overdue: no task matches these filters.</Trans>
      </p>
    );
  }
  // A new query starts at page 1: the key resets the cursor stack.
  return <TaskPages key={JSON.stringify(spec)} spec={spec} />;
}

/** /admin/tasks: every task, filtered by status, category, tier, overdue and customer e-mail; paged. */
export default function TasksPanel() {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState({ status: '', category: '', tier: '', overdue: false, email: '' });
  const [applied, setApplied] = useState<{ filters: Omit<AdminTaskFilters, 'email'>; email: string; nowMs: number }>({
    filters: {},
    email: '',
    nowMs: Date.now(),
  });
  const [emailError, setEmailError] = useState<string | null>(null);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const email = draft.email.trim();
    if (email) {
      const parsed = emailField.safeParse(email);
      if (!parsed.success) {
        setEmailError(parsed.error.issues[0]?.message ?? 'email_invalid');
        return;
      }
    }
    setEmailError(null);
    setApplied({
      filters: {
        ...(draft.status ? { status: draft.status as TaskStatus } : {}),
        ...(draft.category ? { category: draft.category as Category } : {}),
        ...(draft.tier ? { tier: draft.tier as Tier } : {}),
        ...(draft.overdue ? { overdue: true } : {}),
      },
      email: email.toLowerCase(),
      nowMs: Date.now(),
    });
  };

  const select = (
    id: 'status' | 'category' | 'tier',
    label: string,
    options: readonly string[],
    labelOf: (v: string) => string,
  ) => (
    <div className="column is-half-mobile">
      <SelectField
        id={`admin-tasks-${id}`}
        label={label}
        labelClassName="is-small"
        selectClassName="is-small is-fullwidth"
        value={draft[id]}
        onChange={(e) => setDraft((d) => ({ ...d, [id]: e.target.value }))}
        data-testid={`admin-tasks-filter-${id}`}
      >
        <option value="">{t`All`}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labelOf(o)}
          </option>
        ))}
      </SelectField>
    </div>
  );

  return (
    <div data-testid="admin-tasks">
      <form className="box" onSubmit={apply} noValidate aria-label={t`Filter tasks`}>
        <div className="columns is-multiline is-mobile">
          {select('status', t`Status`, TASK_STATUSES, (s) => i18n._(statusLabels[s as TaskStatus]))}
          {select('category', t`Category`, CATEGORIES, (c) => i18n._(categoryLabels[c as Category]))}
          {select('tier', t`Tier`, TIERS, (v) => i18n._(tierLabels[v as Tier]))}
          <div className="column is-half-mobile">
            <TextField
              id="admin-tasks-email"
              label={<Trans>Customer e-mail</Trans>}
              labelClassName="is-small"
              inputClassName="is-small"
              error={codeError(emailError)}
              alert
              type="email"
              autoComplete="off"
              value={draft.email}
              onChange={(e) => setDraft((d) => ({ ...d, email: e.target.value }))}
              data-testid="admin-tasks-filter-email"
            />
          </div>
        </div>
        <div className="field is-grouped is-grouped-multiline is-align-items-center">
          <label className="checkbox mr-4">
            <input
              type="checkbox"
              checked={draft.overdue}
              onChange={(e) => setDraft((d) => ({ ...d, overdue: e.target.checked }))}
              data-testid="admin-tasks-filter-overdue"
            />{' '}
            <Trans>Overdue only</Trans>
          </label>
          <button type="submit" className="button is-primary is-small" data-testid="admin-tasks-apply">
            <Trans>Apply filters</Trans>
          </button>
        </div>
      </form>
      {applied.email ? (
        <TasksOfCustomer email={applied.email} filters={applied.filters} nowMs={applied.nowMs} />
      ) : (
        <Results filters={applied.filters} nowMs={applied.nowMs} />
      )}
    </div>
  );
}
