import { ADMIN_TASK_PAGE_SIZE, type AdminTaskQuerySpec, type CallableInput } from '@tasklane/domain';
import {
  Timestamp,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useFirestore, useFirestoreCollection, useFirestoreCollectionData } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';

export type TaskCursor = QueryDocumentSnapshot<unknown>;

/**
 * One page of the admin task list, built from the domain's query spec: at most
 * ADMIN_TASK_PAGE_SIZE documents a page whatever the collection's size, the next page starting
 * after the last document of this one (a cursor, never an offset, so a page costs its own reads).
 */
export function adminTasksQuery(db: Firestore, spec: AdminTaskQuerySpec, after: TaskCursor | null) {
  const constraints: QueryConstraint[] = spec.equals.map((e) => where(e.field, '==', e.value));
  if (spec.statusIn) constraints.push(where('status', 'in', [...spec.statusIn]));
  if (spec.dueBeforeMs !== null) constraints.push(where('dueAt', '<', Timestamp.fromMillis(spec.dueBeforeMs)));
  constraints.push(orderBy(spec.orderBy, spec.direction));
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(ADMIN_TASK_PAGE_SIZE));
  return query(webRefs.tasks(db), ...constraints);
}

export function useAdminTasksPage(spec: AdminTaskQuerySpec, after: TaskCursor | null) {
  const db = useFirestore();
  return useFirestoreCollection(adminTasksQuery(db, spec, after));
}

/** The customer with exactly this e-mail (profiles mirror the sign-in address). */
export function profileByEmailQuery(db: Firestore, email: string) {
  return query(webRefs.profiles(db), where('email', '==', email), limit(1));
}

export function useProfileByEmail(email: string) {
  const db = useFirestore();
  return useFirestoreCollectionData(profileByEmailQuery(db, email));
}

/** Everyone who can review (role mirrored from the admin claim), for the reassign menu. */
export function adminProfilesQuery(db: Firestore) {
  return query(webRefs.profiles(db), where('role', '==', 'admin'), limit(50));
}

export function useAdminProfiles() {
  const db = useFirestore();
  return useFirestoreCollectionData(adminProfilesQuery(db));
}

/** A task's audit trail, oldest first (bounded: a task gathers a few dozen entries at most). */
export function taskAuditQuery(db: Firestore, taskId: string) {
  return query(webRefs.auditLogs(db), where('entityId', '==', taskId), orderBy('createdAt', 'asc'), limit(100));
}

export function useTaskAudit(taskId: string) {
  const db = useFirestore();
  return useFirestoreCollectionData(taskAuditQuery(db, taskId));
}

export const adminCancelTask = (input: CallableInput<'adminCancelTask'>) => call('adminCancelTask', input);
export const reassignReviewer = (input: CallableInput<'reassignReviewer'>) => call('reassignReviewer', input);
export const resendDeliveryEmail = (input: CallableInput<'resendDeliveryEmail'>) => call('resendDeliveryEmail', input);
export const adjustCredits = (input: CallableInput<'adjustCredits'>) => call('adjustCredits', input);
