import { useLingui } from '@lingui/react/macro';
import { DEFAULT_SETTINGS, TIMINGS } from '@tasklane/domain';
import { useEffect, useMemo, useRef } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '../../../hooks/use-session';
import { useSpace } from '../../../hooks/use-space';
import type { TaskWithId } from '@tasklane/domain';
import { useMySubmittedTasks, useTaskStatusReader } from '../api/use-tasks';
import { useSettings } from '../../../lib/data/use-settings';
import { useQueuePositions } from '../api/use-queue-positions';

type Seen = Map<string, TaskWithId['queueStatus']>;

/**
 * Always mounted for signed-in users (protected layout): watches the user's submitted tasks and
 * raises the spec's queue toasts: 'Task Now Processing!' when one leaves the queue, and a
 * position toast when one moves up. Positions are computed live (a count over the queue index),
 * so the position toast compares successive counts. The first value of each only records the
 * state, so a page load never replays old changes.
 */
function Watcher({ accountId }: { accountId: string }) {
  const { status, data } = useMySubmittedTasks(accountId);
  const { settings } = useSettings();
  const { t } = useLingui();
  const seen = useRef<Seen | null>(null);
  const lastData = useRef<TaskWithId[]>([]);
  const readStatus = useTaskStatusReader();
  const seenPositions = useRef<Map<string, number>>(new Map());
  const refs = useMemo(() => (status === 'success' ? data.map((task) => ({ id: task.id, task })) : []), [status, data]);
  const live = useQueuePositions(refs);

  useEffect(() => {
    if (status !== 'success') return;
    const next: Seen = new Map(data.map((task) => [task.id, task.queueStatus]));
    const before = seen.current;
    seen.current = next;
    const previous = lastData.current;
    lastData.current = data;
    if (!before) return;
    const started = (task: Pick<TaskWithId, 'id' | 'title' | 'tier'>) => {
      const title = task.title;
      const hours = (settings.tiers[task.tier] ?? DEFAULT_SETTINGS.tiers[task.tier]).hours;
      toast.success(
        <span data-testid="toast-task-processing">
          <strong>{t`Task Now Processing!`}</strong>
          <br />
          {t`“${title}” has left the queue. Expect delivery within ${hours} hours.`}
        </span>,
        { duration: TIMINGS.taskStartedToastMs, id: `processing-${task.id}` },
      );
    };
    for (const task of data) {
      if (before.get(task.id) === 'queued' && task.queueStatus === 'active') started(task);
    }
    // A queued task that left the query (status no longer 'submitted') either started and was
    // drafted within one snapshot, or was cancelled: one read of its status tells which.
    const gone = previous.filter((task) => before.get(task.id) === 'queued' && !next.has(task.id));
    for (const task of gone) {
      void readStatus(task.id).then((s) => {
        if (s && s !== 'cancelled' && s !== 'submitted') started(task);
      });
    }
  }, [status, data, settings, t, readStatus]);

  useEffect(() => {
    if (live.status !== 'success' || status !== 'success') return;
    const before = seenPositions.current;
    seenPositions.current = new Map(live.positions);
    for (const task of data) {
      const position = live.positions.get(task.id);
      const prev = before.get(task.id);
      if (position === undefined || prev === undefined || position >= prev || task.queueStatus !== 'queued') continue;
      const title = task.title;
      toast(
        <span data-testid="toast-queue-position">
          <strong>{t`Queue Position Updated`}</strong>
          <br />
          {t`“${title}” is now #${position} in the queue.`}
        </span>,
        { duration: TIMINGS.queuePositionToastMs, id: `position-${task.id}` },
      );
    }
    // Only a new set of counts may raise the toast; task snapshots alone never do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live.positions]);

  // Hidden: says when the first counts are recorded, from which a later move raises the toast.
  return <span hidden data-testid="queue-watcher" data-ready={live.status === 'success' ? 'yes' : 'no'} />;
}

export default function QueueWatcher() {
  const { user } = useSession();
  if (!user) return null;
  return <SpaceWatcher key={user.uid} uid={user.uid} />;
}

/** The toasts follow the chosen space: the person's own tasks, or the team's. */
function SpaceWatcher({ uid }: { uid: string }) {
  const { accountId } = useSpace(uid);
  return <Watcher key={accountId} accountId={accountId} />;
}
