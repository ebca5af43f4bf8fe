import type { CallableInput, TaskWithId } from '@tasklane/domain';
import { orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';
import { useLivePage } from './live-page';
import { myReviewTasksQuery, poolTasksQuery } from './use-review-queue';

/** Admins only: grants or revokes the reviewer role (claim, profile mirror, audit). */
export const setReviewerRole = (uid: string, reviewer: boolean) => call('setReviewerRole', { uid, reviewer });
/** Admins set skills; a reviewer sets only their own availability. */
export const updateReviewerProfile = (input: CallableInput<'updateReviewerProfile'>) =>
  call('updateReviewerProfile', input);
/** The reviewer of a task gives it back to the pool, with a reason. */
export const handBackTask = (taskId: string, reason: string) => call('handBackTask', { taskId, reason });

/** Every reviewer profile, by name (admins only by rules). Live. */
export function useReviewerProfiles() {
  const db = useFirestore();
  return useFirestoreCollectionData(query(webRefs.reviewerProfiles(db), orderBy('name')));
}

/** The signed-in reviewer's own profile. Live. */
export function useMyReviewerProfile(uid: string) {
  const db = useFirestore();
  return useFirestoreDocData(webRefs.reviewerProfile(db, uid));
}

/** The reviewer's desk: their tasks and the pool, each due soonest first. Live, a page at a time. */
export function useMyReviewTasks(uid: string) {
  const db = useFirestore();
  return useLivePage<TaskWithId>(`desk-mine/${uid}`, (after) => myReviewTasksQuery(db, uid, after));
}
export function usePoolTasks() {
  const db = useFirestore();
  return useLivePage<TaskWithId>('desk-pool', (after) => poolTasksQuery(db, after));
}
