import type { TaskWithId } from '@tasklane/domain';
import { collection, limit, orderBy, query, where, type Query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

/** Tasks waiting for a reviewer (drafted or reopened) and those in review, oldest deadline first. Live. */
export function useReviewQueue() {
  const db = useFirestore();
  const q = query(collection(db, 'tasks'), where('status', 'in', ['ai_drafted', 'reopened', 'in_review']), orderBy('dueAt', 'asc'), limit(100)) as Query<TaskWithId>;
  return useFirestoreCollectionData(q, { idField: 'id' });
}
