import type { Task, TaskStatus, TaskWithId } from '@tasklane/domain';
import {
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
  type FirestoreError,
} from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { webRefs } from '../../../lib/data/refs';
import { useLiveQuery } from '../../../lib/data/live';
import { useNoteScreenData } from '../../../lib/screen-data';

/**
 * The query behind the task lists, newest first, at most `max`, optionally of one status: a team
 * space's tasks (by accountId, which rules check against the membership), or the person's own.
 */
export function myTasksQuery(
  db: Firestore,
  uid: string,
  max: number,
  status?: TaskStatus | readonly TaskStatus[] | null,
  teamId?: string | null,
) {
  const tasks = webRefs.tasks(db);
  // Always by account: the rules refuse a userId filter, which would still reach a team's tasks
  // the person submitted after they left it.
  const owner = where('accountId', '==', teamId ?? uid);
  if (!status) return query(tasks, owner, orderBy('submittedAt', 'desc'), limit(max));
  // Several statuses: one `in` filter, on the same (accountId, status, submittedAt) index.
  const byStatus = typeof status === 'string' ? where('status', '==', status) : where('status', 'in', [...status]);
  return query(tasks, owner, byStatus, orderBy('submittedAt', 'desc'), limit(max));
}

/**
 * The space's tasks, newest first, at most `max` (bounded reads; "load more" raises it). The
 * personal space lists what the person submitted for themself, not for a team.
 */
export function useMyTasks(
  uid: string,
  max: number,
  status?: TaskStatus | readonly TaskStatus[] | null,
  teamId?: string | null,
) {
  const db = useFirestore();
  const statuses = typeof status === 'string' ? status : (status ?? []).join(',');
  return useLiveQuery<TaskWithId>(
    `tasks/${uid}/${teamId ?? ''}/${max}/${statuses}`,
    myTasksQuery(db, uid, max, status, teamId),
  );
}

/** The query behind the queue toasts: the account's tasks still waiting to finish their queue step. */
export function mySubmittedTasksQuery(db: Firestore, accountId: string) {
  return query(webRefs.tasks(db), where('accountId', '==', accountId), where('status', '==', 'submitted'), limit(100));
}

/**
 * The account's tasks still waiting to finish their queue step (status submitted: queued or
 * active). Mounted on every signed-in screen: a team's query is refused once the person is
 * removed, and that refusal is an error state, not a crash of the whole app.
 */
export function useMySubmittedTasks(accountId: string) {
  const db = useFirestore();
  return useLiveQuery<TaskWithId>(`submitted-tasks/${accountId}`, mySubmittedTasksQuery(db, accountId));
}

/**
 * Reads one task's status once (undefined when it is gone or not readable): the queue watcher asks
 * when a task it saw queued leaves its live query, which a fast draft can do in one snapshot.
 */
export function useTaskStatusReader(): (taskId: string) => Promise<TaskStatus | undefined> {
  const db = useFirestore();
  return useCallback(
    async (taskId: string) => {
      try {
        return ((await getDoc(webRefs.task(db, taskId))).data() as Task | undefined)?.status;
      } catch {
        return undefined;
      }
    },
    [db],
  );
}

export type LiveDoc<T> =
  { status: 'loading' } | { status: 'success'; data: T | undefined } | { status: 'error'; error: FirestoreError };

/**
 * One task, live. A missing task and another user's task both fail the rules; the page shows
 * not-found for either. A plain listener, because reactfire rethrows listener errors into the
 * nearest error boundary, and a denied read here is an expected answer, not a crash.
 */
export function useTask(taskId: string): LiveDoc<Task> {
  const db = useFirestore();
  const [state, setState] = useState<LiveDoc<Task> & { id: string }>({ status: 'loading', id: taskId });
  useEffect(
    () =>
      onSnapshot(
        webRefs.task(db, taskId),
        (snap) => setState({ status: 'success', data: snap.data(), id: taskId }),
        (error) => setState({ status: 'error', error, id: taskId }),
      ),
    [db, taskId],
  );
  const current: LiveDoc<Task> = state.id === taskId ? state : { status: 'loading' };
  useNoteScreenData(current.status !== 'loading');
  return current;
}

/** The query for a task's refund request, if any (filtered on the task's account, as the rules require). */
export function myRefundRequestQuery(db: Firestore, accountId: string, taskId: string) {
  return query(
    webRefs.refundRequests(db),
    where('accountId', '==', accountId),
    where('taskId', '==', taskId),
    limit(1),
  );
}

/**
 * The refund request for a task of the given account, if any (refused, for a removed member, as an
 * error state). Loading, and listening to nothing, until `listening`.
 */
export function useMyRefundRequest(accountId: string, taskId: string, listening = true) {
  const db = useFirestore();
  return useLiveQuery(
    listening ? `refund-request/${accountId}/${taskId}` : '',
    myRefundRequestQuery(db, accountId, taskId),
  );
}
