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

const OPEN = ['ai_drafted', 'reopened', 'in_review'];

/** A reviewer's own tasks, due soonest first (rules let a reviewer list only reviewerId == their uid). */
export function myReviewTasksQuery(db: Firestore, uid: string) {
  return query(webRefs.tasks(db), where('reviewerId', '==', uid), where('status', 'in', OPEN), orderBy('dueAt', 'asc'), limit(100));
}

/** The pool: open tasks nobody is assigned to, which any reviewer may take. */
export function poolTasksQuery(db: Firestore) {
  return query(webRefs.tasks(db), where('reviewerId', '==', null), where('status', 'in', OPEN), orderBy('dueAt', 'asc'), limit(100));
}
