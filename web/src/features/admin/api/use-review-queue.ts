import type { TaskWithId } from '@tasklane/domain';
import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { webRefs } from '../../../lib/data/refs';
import { pageOf, useLivePage, type PageCursor } from './live-page';

/** The statuses a reviewer acts on: drafted or reopened (to pick up), and in review. */
export const REVIEW_STATUSES = ['ai_drafted', 'reopened', 'in_review'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const OPEN = [...REVIEW_STATUSES];

/**
 * One page of the reviewers' queue (admins): tasks waiting for a reviewer (drafted or reopened)
 * and those in review, or one of those statuses, oldest deadline first. Index: (status, dueAt).
 */
export function reviewQueueQuery(db: Firestore, status: ReviewStatus | 'all' = 'all', after: PageCursor | null = null) {
  const byStatus = status === 'all' ? where('status', 'in', OPEN) : where('status', '==', status);
  return pageOf(query(webRefs.tasks(db), byStatus, orderBy('dueAt', 'asc')), after);
}

/** The review queue, live, a page at a time. */
export function useReviewQueue(status: ReviewStatus | 'all') {
  const db = useFirestore();
  return useLivePage<TaskWithId>(`review-queue/${status}`, (after) => reviewQueueQuery(db, status, after));
}

/**
 * One page of a reviewer's own tasks, due soonest first (rules let a reviewer list only
 * reviewerId == their uid). Index: (reviewerId, status, dueAt).
 */
export function myReviewTasksQuery(db: Firestore, uid: string, after: PageCursor | null = null) {
  return pageOf(
    query(webRefs.tasks(db), where('reviewerId', '==', uid), where('status', 'in', OPEN), orderBy('dueAt', 'asc')),
    after,
  );
}

/** One page of the pool: open tasks nobody is assigned to, which any reviewer may take. */
export function poolTasksQuery(db: Firestore, after: PageCursor | null = null) {
  return pageOf(
    query(webRefs.tasks(db), where('reviewerId', '==', null), where('status', 'in', OPEN), orderBy('dueAt', 'asc')),
    after,
  );
}
