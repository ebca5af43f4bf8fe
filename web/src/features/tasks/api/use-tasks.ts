import type { Task, TaskStatus, TaskWithId } from '@tasklane/domain';
import { limit, onSnapshot, orderBy, query, where, type Firestore, type FirestoreError } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { webRefs } from '../../../lib/data/refs';
import { useLiveQuery } from '../../../lib/data/live';

/**
 * The query behind the task lists, newest first, at most `max`, optionally of one status: a team
 * space's tasks (by accountId, which rules check against the membership), or the person's own.
 */
export function myTasksQuery(db: Firestore, uid: string, max: number, status?: TaskStatus | null, teamId?: string | null) {
  const tasks = webRefs.tasks(db);
  const owner = teamId ? where('accountId', '==', teamId) : where('userId', '==', uid);
  return status
    ? query(tasks, owner, where('status', '==', status), orderBy('submittedAt', 'desc'), limit(max))
    : query(tasks, owner, orderBy('submittedAt', 'desc'), limit(max));
}

/**
 * The space's tasks, newest first, at most `max` (bounded reads; "load more" raises it). The
 * personal space lists what the person submitted for themself, not for a team.
 */
export function useMyTasks(uid: string, max: number, status?: TaskStatus | null, teamId?: string | null) {
  const db = useFirestore();
  const live = useLiveQuery<TaskWithId>(`tasks/${uid}/${teamId ?? ''}/${max}/${status ?? ''}`, myTasksQuery(db, uid, max, status, teamId));
  if (live.status !== 'success' || teamId) return live;
  return { ...live, data: live.data.filter((t) => (t.accountId ?? t.userId) === uid) };
}

/** The query behind the queue toasts: the user's tasks still waiting to finish their queue step. */
export function mySubmittedTasksQuery(db: Firestore, uid: string) {
  return query(webRefs.tasks(db), where('userId', '==', uid), where('status', '==', 'submitted'), limit(100));
}

/** The user's tasks still waiting to finish their queue step (status submitted: queued or active). */
export function useMySubmittedTasks(uid: string) {
  const db = useFirestore();
  return useFirestoreCollectionData<TaskWithId>(mySubmittedTasksQuery(db, uid));
}

export type LiveDoc<T> = { status: 'loading' } | { status: 'success'; data: T | undefined } | { status: 'error'; error: FirestoreError };

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
  return state.id === taskId ? state : { status: 'loading' };
}

/** The query for a task's refund request, if any (userId-filtered, as the rules require). */
export function myRefundRequestQuery(db: Firestore, uid: string, taskId: string) {
  return query(webRefs.refundRequests(db), where('userId', '==', uid), where('taskId', '==', taskId), limit(1));
}

/** The refund request for a task, if any. */
export function useMyRefundRequest(uid: string, taskId: string) {
  const db = useFirestore();
  return useFirestoreCollectionData(myRefundRequestQuery(db, uid, taskId));
}
