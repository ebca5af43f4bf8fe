import { useFirestore, useFirestoreDocData } from 'reactfire';
import { webRefs } from '../../../lib/data/refs';

export type { StaffDraft } from '@tasklane/domain';

export function useReviewTask(taskId: string) {
  const db = useFirestore();
  return useFirestoreDocData(webRefs.task(db, taskId));
}

/** The staff-only draft document (tasks/{id}/staff/draft): admins read it, customers never. */
export function useStaffDraft(taskId: string) {
  const db = useFirestore();
  return useFirestoreDocData(webRefs.staffDraft(db, taskId));
}

/** The staff-only review record (tasks/{id}/staff/review): files attached for the next delivery. */
export function useStaffReview(taskId: string) {
  const db = useFirestore();
  return useFirestoreDocData(webRefs.staffReview(db, taskId));
}
