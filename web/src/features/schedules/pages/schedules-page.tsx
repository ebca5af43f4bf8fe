import { Trans, useLingui } from '@lingui/react/macro';
import type { Schedule, WithId } from '@tasklane/domain';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { useSignedInUser } from '../../../hooks/use-session';
import { useSpace } from '../../../hooks/use-space';
import { useSettings } from '../../../lib/data/use-settings';
import { createSchedule, updateSchedule, useMyRole, useSchedules } from '../api/schedules-api';
import { RepeatTaskForm } from '../components/repeat-task-form';
import { ScheduleCard } from '../components/schedule-card';
import { ScheduleForm, emptySchedule } from '../components/schedule-form';

/** /schedules: the account's recurring tasks, a form to make one, and each one's controls. */
export default function SchedulesPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const space = useSpace(user.uid);
  const { settings } = useSettings();
  const schedules = useSchedules(space.accountId);
  const role = useMyRole(space.teamId, user.uid);
  const [editing, setEditing] = useState<WithId<Schedule> | 'new' | null>(null);
  // One request id per new schedule, so a retried create makes one.
  const requestId = useRef(crypto.randomUUID());
  const canManage = (s: Schedule) => role === 'owner' || s.createdBy === user.uid;
  // A task page's "Repeat on a schedule" opens this page with ?from=<taskId>.
  const [params, setParams] = useSearchParams();
  const repeatFrom = params.get('from');

  return (
    <section className="section">
      <PageMeta title={t`Recurring tasks`} />
      <div className="container">
        <div className="level">
          <div className="level-left">
            <h1 className="title" data-testid="schedules-title">
              <Trans>Recurring tasks</Trans>
            </h1>
          </div>
          <div className="level-right">
            {editing === null && !repeatFrom ? (
              <button
                type="button"
                className="button is-primary"
                onClick={() => setEditing('new')}
                data-testid="schedule-new"
              >
                <Trans>New recurring task</Trans>
              </button>
            ) : null}
          </div>
        </div>
        <p className="subtitle is-6">
          <Trans>
            A task that orders itself: we submit it at its time, paid with your credits, and tell you the day before.
          </Trans>
        </p>

        {repeatFrom && editing === null ? (
          <RepeatTaskForm
            taskId={repeatFrom}
            accountId={space.accountId}
            teamId={space.teamId}
            settings={settings}
            onDone={() => setParams({}, { replace: true })}
          />
        ) : editing === 'new' ? (
          <ScheduleForm
            initial={emptySchedule(Date.now())}
            settings={settings}
            submitLabel={t`Create the schedule`}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await createSchedule({
                requestId: requestId.current,
                ...(space.teamId ? { accountId: space.teamId } : {}),
                ...values,
              });
              requestId.current = crypto.randomUUID();
              toast.success(t`Schedule created.`);
              setEditing(null);
            }}
          />
        ) : editing ? (
          <ScheduleForm
            initial={{ template: editing.template, timing: editing.timing }}
            settings={settings}
            submitLabel={t`Save for future dates`}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await updateSchedule({ scheduleId: editing.id, ...values });
              toast.success(t`Schedule saved.`);
              setEditing(null);
            }}
          />
        ) : null}

        {schedules.status === 'loading' ? (
          <PageLoader />
        ) : schedules.status === 'error' ? (
          <div className="notification is-danger is-light" role="alert" data-testid="schedules-error">
            <Trans>Your recurring tasks could not be loaded. Please refresh the page.</Trans>
          </div>
        ) : schedules.data.length === 0 ? (
          <p className="has-text-grey-dark" data-testid="schedules-empty">
            <Trans>No recurring task yet. Make one for the work that comes back every week or month.</Trans>
          </p>
        ) : (
          schedules.data.map((s) => (
            <ScheduleCard key={s.id} schedule={s} canManage={canManage(s)} onEdit={() => setEditing(s)} />
          ))
        )}
      </div>
    </section>
  );
}
