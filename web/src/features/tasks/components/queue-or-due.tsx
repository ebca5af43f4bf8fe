import { Trans } from '@lingui/react/macro';
import { toMillis, type Task } from '@tasklane/domain';
import { DueCountdown } from '../../../components/due-countdown';

/** The one-line progress of a task in lists: its queue position, or its due countdown. */
export function QueueOrDue({ task }: { task: Pick<Task, 'status' | 'queueStatus' | 'queuePosition' | 'dueAt'> }) {
  if (task.status === 'submitted' && task.queueStatus === 'queued') {
    const position = task.queuePosition ?? 0;
    return (
      <span data-testid="queue-position">
        <Trans>#{position} in queue</Trans>
      </span>
    );
  }
  const due = toMillis(task.dueAt);
  if (due !== null && ['submitted', 'ai_drafted', 'in_review', 'reopened'].includes(task.status)) return <DueCountdown dueAtMs={due} />;
  return null;
}
