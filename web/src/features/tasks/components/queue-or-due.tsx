import { Trans } from '@lingui/react/macro';
import { toMillis, type Task } from '@tasklane/domain';
import { DueCountdown } from '../../../components/due-countdown';
import { useQueuePosition } from '../api/use-queue-positions';

type ProgressFields = Pick<Task, 'status' | 'queueStatus' | 'queueKey' | 'submittedAt' | 'dueAt'>;

/** Presentation: a queued task's place in line, or a quiet placeholder while it is counted. */
export function QueuePositionText({ position }: { position: number | null }) {
  if (position === null) {
    return (
      <span data-testid="queue-position-loading" className="has-text-grey-dark">
        <Trans>In the queue…</Trans>
      </span>
    );
  }
  return (
    <span data-testid="queue-position">
      <Trans>#{position} in queue</Trans>
    </span>
  );
}

/** Container: subscribes to the queued task's live position (computed, never stored). */
function LiveQueuePosition({ id, task }: { id: string; task: ProgressFields }) {
  const { position } = useQueuePosition(id, task);
  return <QueuePositionText position={position} />;
}

/** The one-line progress of a task in lists: its queue position, or its due countdown. */
export function QueueOrDue({ id, task }: { id: string; task: ProgressFields }) {
  if (task.status === 'submitted' && task.queueStatus === 'queued') return <LiveQueuePosition id={id} task={task} />;
  const due = toMillis(task.dueAt);
  if (due !== null && ['submitted', 'ai_drafted', 'in_review', 'reopened'].includes(task.status)) return <DueCountdown dueAtMs={due} />;
  return null;
}
