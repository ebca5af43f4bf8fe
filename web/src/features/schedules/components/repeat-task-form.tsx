import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { PublicSettings, ScheduleTemplate, Task } from '@tasklane/domain';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { PageLoader } from '../../../components/page-loader';
import { callableError } from '../../../lib/callable';
import { createSchedule, useRepeatedTask } from '../api/schedules-api';
import { ScheduleForm, emptySchedule } from './schedule-form';

/** The task form's fields of a task, as a schedule's template. */
export function templateOf(task: Task): ScheduleTemplate {
  return {
    title: task.title,
    category: task.category,
    tier: task.tier,
    brief: task.brief,
    sourceText: task.sourceText,
    deliverableType: task.deliverableType,
    language: task.language,
    ...(task.bilingual ? { bilingual: true } : {}),
    ...(task.sourceLanguage ? { sourceLanguage: task.sourceLanguage } : {}),
  };
}

/**
 * /schedules?from=<taskId> (a task page's "Repeat on a schedule"): a new schedule starting from the
 * task's fields; the task's attached files are copied to the schedule, and from it to each occurrence.
 */
export function RepeatTaskForm({
  taskId,
  accountId,
  teamId,
  settings,
  onDone,
}: {
  taskId: string;
  accountId: string;
  teamId: string | null;
  settings: PublicSettings;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const task = useRepeatedTask(taskId);
  const requestId = useRef(crypto.randomUUID());
  if (task.status === 'loading') return <PageLoader />;
  const data = task.status === 'success' ? task.data : undefined;
  if (!data || (data.accountId ?? data.userId) !== accountId)
    return (
      <div className="notification is-warning is-light" role="alert" data-testid="repeat-task-missing">
        <Trans>This task is not one of this account's, so it cannot be repeated here.</Trans>
      </div>
    );
  const files = (data.attachments ?? []).filter((f) => !f.purgedAt).length;
  return (
    <div data-testid="repeat-task">
      {files > 0 ? (
        <p className="notification is-info is-light" data-testid="repeat-task-files">
          <Plural
            value={files}
            one="The task's file is copied to the schedule, and each occurrence gets its own copy."
            other="The task's # files are copied to the schedule, and each occurrence gets its own copy."
          />
        </p>
      ) : null}
      <ScheduleForm
        initial={{ template: templateOf(data), timing: emptySchedule(Date.now()).timing }}
        settings={settings}
        submitLabel={t`Create the schedule`}
        onCancel={onDone}
        onSubmit={async (values) => {
          try {
            await createSchedule({
              requestId: requestId.current,
              ...(teamId ? { accountId: teamId } : {}),
              fromTaskId: taskId,
              ...values,
            });
          } catch (err) {
            if (callableError(err).reason === 'task_not_found')
              toast.error(t`This task is not one of this account's, so it cannot be repeated here.`);
            throw err;
          }
          toast.success(t`Schedule created.`);
          onDone();
        }}
      />
    </div>
  );
}
