import { Trans } from '@lingui/react/macro';
import { toMillis, type Task } from '@tasklane/domain';
import { DueCountdown } from '../../../components/due-countdown';
import { useQueueEstimate, type QueueEstimate } from '../hooks/use-queue-estimate';

type ProgressFields = Pick<Task, 'status' | 'queueStatus' | 'queueKey' | 'submittedAt' | 'dueAt' | 'tier'>;

/** Presentation: a queued task's place in line with its estimated start and delivery, or a quiet placeholder while it is counted. */
export function QueuePositionText({
  estimate,
}: {
  estimate: Pick<QueueEstimate, 'status' | 'position' | 'start' | 'delivery'>;
}) {
  const { position, start, delivery } = estimate;
  if (position === null) {
    if (estimate.status === 'error') {
      return (
        <span data-testid="queue-position-error" className="has-text-danger-dark">
          <Trans>In the queue (your place could not be counted just now)</Trans>
        </span>
      );
    }
    return (
      <span data-testid="queue-position-loading" className="has-text-grey-dark">
        <Trans>In the queue…</Trans>
      </span>
    );
  }
  return (
    <span className="queue-estimate">
      <span data-testid="queue-position">
        <Trans>#{position} in queue</Trans>
      </span>
      <span className="has-text-grey-dark">
        {' · '}
        <span data-testid="estimated-start">
          <Trans>starts about {start}</Trans>
        </span>
        {' · '}
        <span data-testid="estimated-delivery">
          <Trans>delivered about {delivery}</Trans>
        </span>
      </span>
    </span>
  );
}

/** Container: subscribes to the queued task's live position (computed, never stored). */
function LiveQueuePosition({ id, task }: { id: string; task: ProgressFields }) {
  return <QueuePositionText estimate={useQueueEstimate(id, task)} />;
}

/** The one-line progress of a task in lists: its queue position, or its due countdown. */
export function QueueOrDue({ id, task }: { id: string; task: ProgressFields }) {
  if (task.status === 'submitted' && task.queueStatus === 'queued') return <LiveQueuePosition id={id} task={task} />;
  const due = toMillis(task.dueAt);
  if (due !== null && ['submitted', 'ai_drafted', 'in_review', 'reopened'].includes(task.status))
    return <DueCountdown dueAtMs={due} />;
  return null;
}
