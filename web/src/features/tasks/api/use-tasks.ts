import type { RefundRequest, Task, TaskStatus, TaskWithId } from '@tasklane/domain';
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type CollectionReference,
  type DocumentReference,
  type FirestoreError,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

/** The signed-in user's tasks, newest first, at most `max` (bounded reads; "load more" raises it). */
export function useMyTasks(uid: string, max: number, status?: TaskStatus | null) {
  const db = useFirestore();
  const tasks = collection(db, 'tasks') as CollectionReference<Task>;
  const q = status
    ? query(tasks, where('userId', '==', uid), where('status', '==', status), orderBy('submittedAt', 'desc'), limit(max))
    : query(tasks, where('userId', '==', uid), orderBy('submittedAt', 'desc'), limit(max));
  return useFirestoreCollectionData(q, { idField: 'id' }) as ReturnType<typeof useFirestoreCollectionData<TaskWithId>>;
}

/** The user's tasks still waiting to finish their queue step (status submitted: queued or active). */
export function useMySubmittedTasks(uid: string) {
  const db = useFirestore();
  const tasks = collection(db, 'tasks') as CollectionReference<Task>;
  const q = query(tasks, where('userId', '==', uid), where('status', '==', 'submitted'), limit(100));
  return useFirestoreCollectionData(q, { idField: 'id' }) as ReturnType<typeof useFirestoreCollectionData<TaskWithId>>;
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
        doc(db, 'tasks', taskId) as DocumentReference<Task>,
        (snap) => setState({ status: 'success', data: snap.data(), id: taskId }),
        (error) => setState({ status: 'error', error, id: taskId }),
      ),
    [db, taskId],
  );
  return state.id === taskId ? state : { status: 'loading' };
}

/** The refund request for a task, if any (a userId-filtered query, as the rules require). */
export function useMyRefundRequest(uid: string, taskId: string) {
  const db = useFirestore();
  const requests = collection(db, 'refundRequests') as CollectionReference<RefundRequest>;
  return useFirestoreCollectionData(query(requests, where('userId', '==', uid), where('taskId', '==', taskId), limit(1)));
}
