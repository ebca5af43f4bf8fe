import { useLingui } from '@lingui/react/macro';
import { DEFAULT_SETTINGS, TIMINGS } from '@tasklane/domain';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '../../../hooks/use-session';
import type { TaskWithId } from '@tasklane/domain';
import { useMySubmittedTasks } from '../api/use-tasks';
import { useSettings } from '../../../lib/data/use-settings';

type Seen = Map<string, { queueStatus: TaskWithId['queueStatus']; queuePosition: number | null }>;

/**
 * Always mounted for signed-in users (protected layout): watches the user's submitted tasks and
 * raises the spec's queue toasts. The first snapshot only records the state, so a page load
 * never replays old changes.
 */
function Watcher({ uid }: { uid: string }) {
  const { status, data } = useMySubmittedTasks(uid);
  const { settings } = useSettings();
  const { t } = useLingui();
  const seen = useRef<Seen | null>(null);

  useEffect(() => {
    if (status !== 'success') return;
    const next: Seen = new Map(data.map((task) => [task.id, { queueStatus: task.queueStatus, queuePosition: task.queuePosition }]));
    const before = seen.current;
    seen.current = next;
    if (!before) return;
    for (const task of data) {
      const prev = before.get(task.id);
      if (!prev) continue;
      const title = task.title;
      if (prev.queueStatus === 'queued' && task.queueStatus === 'active') {
        const hours = (settings.tiers[task.tier] ?? DEFAULT_SETTINGS.tiers[task.tier]).hours;
        toast.success(
          <span data-testid="toast-task-processing">
            <strong>{t`Task Now Processing!`}</strong>
            <br />
            {t`“${title}” has left the queue. Expect delivery within ${hours} hours.`}
          </span>,
          { duration: TIMINGS.taskStartedToastMs, id: `processing-${task.id}` },
        );
      } else if (
        prev.queueStatus === 'queued' &&
        task.queueStatus === 'queued' &&
        prev.queuePosition !== null &&
        task.queuePosition !== null &&
        task.queuePosition < prev.queuePosition
      ) {
        const position = task.queuePosition;
        toast(
          <span data-testid="toast-queue-position">
            <strong>{t`Queue Position Updated`}</strong>
            <br />
            {t`“${title}” is now #${position} in the queue.`}
          </span>,
          { duration: TIMINGS.queuePositionToastMs, id: `position-${task.id}` },
        );
      }
    }
  }, [status, data, settings, t]);

  return null;
}

export default function QueueWatcher() {
  const { user } = useSession();
  if (!user) return null;
  return <Watcher key={user.uid} uid={user.uid} />;
}
