import type { RefundRequest, Task, TaskStatus } from '@tasklane/domain';
import { collection, doc, limit, orderBy, query, where, type CollectionReference, type DocumentReference } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';

export type TaskWithId = Task & { id: string };

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

/** One task, live. Another user's task fails the rules: the page treats that as not found. */
export function useTask(taskId: string) {
  const db = useFirestore();
  return useFirestoreDocData(doc(db, 'tasks', taskId) as DocumentReference<Task>);
}

/** The refund request for a task, if any (a userId-filtered query, as the rules require). */
export function useMyRefundRequest(uid: string, taskId: string) {
  const db = useFirestore();
  const requests = collection(db, 'refundRequests') as CollectionReference<RefundRequest>;
  return useFirestoreCollectionData(query(requests, where('userId', '==', uid), where('taskId', '==', taskId), limit(1)));
}
