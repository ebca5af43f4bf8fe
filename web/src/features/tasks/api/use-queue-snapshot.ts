import type { CallableOutput } from '@tasklane/domain';
import { useEffect, useState } from 'react';
import { queueSnapshot } from './task-actions';

export type QueueSnapshot = CallableOutput<'queueSnapshot'>;
export type QueueSnapshotState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; data: QueueSnapshot };

/** The queue's counts, fetched when the form opens and refreshed every minute while it stays open. */
export function useQueueSnapshot(): QueueSnapshotState {
  const [state, setState] = useState<QueueSnapshotState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const load = () =>
      queueSnapshot()
        .then((data) => live && setState({ status: 'success', data }))
        .catch((err: unknown) => {
          console.error('Queue estimate failed', err);
          if (live) setState((s) => (s.status === 'success' ? s : { status: 'error' }));
        });
    void load();
    const id = window.setInterval(() => void load(), 60_000);
    return () => {
      live = false;
      window.clearInterval(id);
    };
  }, []);
  return state;
}
