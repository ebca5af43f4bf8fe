import { aheadInQueueFilter, positionFromAhead, toMillis, type Task } from '@tasklane/domain';
import { getCountFromServer, onSnapshot, query, where, type Firestore } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { webRefs } from '../../../lib/data/refs';

type QueueFields = Pick<Task, 'status' | 'queueStatus' | 'queueKey' | 'submittedAt'>;
export type QueuedTaskRef = { id: string; task: QueueFields };

/**
 * The position query: queue index entries ahead of the task (earliest deadline first). A
 * count aggregation, so it costs one read per 1,000 entries ahead, and the index holds no
 * customer data, so any signed-in customer may run it.
 */
export function queuePositionQuery(db: Firestore, taskId: string, task: Pick<Task, 'queueKey' | 'submittedAt'>) {
  const f = aheadInQueueFilter(taskId, task);
  return query(webRefs.queue(db), where(f.field, f.op, f.value));
}

const isQueued = (t: QueueFields) => t.status === 'submitted' && t.queueStatus === 'queued';

/**
 * A version number for the queue: the queue-state document's change time. The server bumps it
 * (at most once a second) whenever positions may have moved: an activation, a cancellation with
 * tasks behind it, a submission that went ahead of someone.
 */
function useQueueVersion(db: Firestore, listening: boolean): number | 'loading' | 'error' {
  const [version, setVersion] = useState<number | 'loading' | 'error'>('loading');
  useEffect(() => {
    if (!listening) return;
    const stop = onSnapshot(
      webRefs.queueState(db),
      (snap) => setVersion(toMillis(snap.get('changedAt') as Task['submittedAt'] | undefined) ?? 0),
      () => setVersion('error'),
    );
    return () => {
      stop();
      setVersion('loading');
    };
  }, [db, listening]);
  return version;
}

export type QueuePositions =
  | { status: 'loading'; positions: ReadonlyMap<string, number> }
  | { status: 'success'; positions: ReadonlyMap<string, number> }
  | { status: 'error'; positions: ReadonlyMap<string, number> };

const EMPTY: ReadonlyMap<string, number> = new Map();

/**
 * Live positions of the given tasks that are still queued: re-counted when the queue-state
 * document changes and when one of these tasks changes its place (queued, started, cancelled).
 * Positions are never stored on tasks, so a queue move never rewrites the tasks behind it.
 * The queue-state document is listened to only while one of the tasks is queued, and not before
 * `listening` (a screen that starts it after its first paint).
 */
export function useQueuePositions(tasks: readonly QueuedTaskRef[], listening = true): QueuePositions {
  const db = useFirestore();
  const queued = useMemo(() => tasks.filter((t) => isQueued(t.task)), [tasks]);
  const version = useQueueVersion(db, listening && queued.length > 0);
  // One string per set of queued tasks and their keys: the effect re-runs only when it changes.
  const key = queued.map((t) => `${t.id}:${t.task.queueKey}`).join('|');
  const [state, setState] = useState<QueuePositions & { for: string }>({
    status: 'loading',
    positions: EMPTY,
    for: '',
  });

  useEffect(() => {
    if (version === 'loading' || queued.length === 0) return;
    const tag = `${key}@${version}`;
    if (version === 'error') {
      setState({ status: 'error', positions: EMPTY, for: tag });
      return;
    }
    let live = true;
    Promise.all(
      queued.map(
        async (t) =>
          [
            t.id,
            positionFromAhead((await getCountFromServer(queuePositionQuery(db, t.id, t.task))).data().count),
          ] as const,
      ),
    )
      .then((pairs) => {
        if (live) setState({ status: 'success', positions: new Map(pairs), for: tag });
      })
      .catch(() => {
        if (live) setState({ status: 'error', positions: EMPTY, for: tag });
      });
    return () => {
      live = false;
    };
    // `queued` is derived from `key`; listing it would re-count on every snapshot of the same tasks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key, version]);

  if (queued.length === 0) return { status: 'success', positions: EMPTY };
  if (version === 'loading' || state.status === 'loading') return { status: 'loading', positions: state.positions };
  return { status: state.status, positions: state.positions };
}

/** One task's live position (null while it loads, or when it is not queued). */
export function useQueuePosition(
  id: string,
  task: QueueFields,
  listening = true,
): { status: QueuePositions['status']; position: number | null } {
  const refs = useMemo(() => [{ id, task }], [id, task]);
  const { status, positions } = useQueuePositions(refs, listening);
  return { status, position: positions.get(id) ?? null };
}
