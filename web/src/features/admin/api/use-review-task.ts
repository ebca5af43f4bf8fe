import type { Task } from '@tasklane/domain';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';

/** The staff-only draft document (tasks/{id}/staff/draft): admins read it, customers never. */
export interface StaffDraft {
  provider: string;
  text: string;
  model: string;
  tokens: number;
  ms: number;
  attempts: number;
  failed: boolean;
  error: string | null;
}

export function useReviewTask(taskId: string) {
  const db = useFirestore();
  return useFirestoreDocData(doc(db, 'tasks', taskId) as DocumentReference<Task>);
}

export function useStaffDraft(taskId: string) {
  const db = useFirestore();
  return useFirestoreDocData(doc(db, 'tasks', taskId, 'staff', 'draft') as DocumentReference<StaffDraft>);
}
