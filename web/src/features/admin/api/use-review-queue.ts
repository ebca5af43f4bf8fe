import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { webRefs } from '../../../lib/data/refs';

/** The reviewers' queue: tasks waiting for a reviewer (drafted or reopened) and those in review, oldest deadline first. */
export function reviewQueueQuery(db: Firestore) {
  return query(webRefs.tasks(db), where('status', 'in', ['ai_drafted', 'reopened', 'in_review']), orderBy('dueAt', 'asc'), limit(100));
}

/** The review queue, live. */
export function useReviewQueue() {
  const db = useFirestore();
  return useFirestoreCollectionData(reviewQueueQuery(db));
}
