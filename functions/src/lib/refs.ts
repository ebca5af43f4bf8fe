import type {
  AuditLog,
  ContactMessage,
  LedgerEntry,
  Notification,
  PendingUpload,
  Profile,
  RefundRequest,
  StaffDraft,
  StaffReview,
  Task,
  Wallet,
} from '@tasklane/domain';
import type {
  DocumentData,
  DocumentSnapshot,
  Firestore,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  WithFieldValue,
} from 'firebase-admin/firestore';
import { db as defaultDb } from './admin.js';

/**
 * A converter typed by a domain schema's type. Writes are checked at compile time: `set`,
 * `create` and `update` on these references accept only the document's fields (or
 * FieldValues), so a schema change in domain/ that breaks a writer fails `tsc`. Reads are not
 * re-parsed at run time: every server write goes through these typed references, and clients
 * may only touch the few fields the rules allow.
 */
function typed<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (model: WithFieldValue<T>): DocumentData => model,
    fromFirestore: (snapshot: QueryDocumentSnapshot): T => snapshot.data() as T,
  };
}

const converters = {
  profile: typed<Profile>(),
  wallet: typed<Wallet>(),
  ledger: typed<LedgerEntry>(),
  task: typed<Task>(),
  staffDraft: typed<StaffDraft>(),
  staffReview: typed<StaffReview>(),
  audit: typed<AuditLog>(),
  notification: typed<Notification>(),
  contactMessage: typed<ContactMessage>(),
  refundRequest: typed<RefundRequest>(),
  pendingUpload: typed<PendingUpload>(),
};

/** The collections the functions read and write, typed. Pass `db` only from tests and scripts. */
export const refs = (db: Firestore = defaultDb) => ({
  profile: (uid: string) => db.collection('profiles').doc(uid).withConverter(converters.profile),
  wallet: (accountId: string) => db.collection('wallets').doc(accountId).withConverter(converters.wallet),
  ledger: (accountId: string) =>
    db.collection('wallets').doc(accountId).collection('ledger').withConverter(converters.ledger),
  tasks: () => db.collection('tasks').withConverter(converters.task),
  task: (taskId: string) => db.collection('tasks').doc(taskId).withConverter(converters.task),
  staffDraft: (taskId: string) =>
    db.collection('tasks').doc(taskId).collection('staff').doc('draft').withConverter(converters.staffDraft),
  staffReview: (taskId: string) =>
    db.collection('tasks').doc(taskId).collection('staff').doc('review').withConverter(converters.staffReview),
  auditLogs: () => db.collection('auditLogs').withConverter(converters.audit),
  notifications: () => db.collection('notifications').withConverter(converters.notification),
  contactMessages: () => db.collection('contactMessages').withConverter(converters.contactMessage),
  refundRequest: (taskId: string) =>
    db.collection('refundRequests').doc(taskId).withConverter(converters.refundRequest),
  pendingUploads: () => db.collection('pendingUploads').withConverter(converters.pendingUpload),
});

/** The default app's references. */
export const col = refs();

/**
 * A trigger's before/after data, typed by the collection's converter; undefined when the
 * document did not exist on that side of the change.
 */
export function snapshotOf<K extends keyof typeof converters>(kind: K, snap: DocumentSnapshot | undefined) {
  if (!snap?.exists) return undefined;
  // `exists` is checked above, which is all that tells a query snapshot from a document snapshot.
  return converters[kind].fromFirestore(snap as QueryDocumentSnapshot) as ReturnType<
    (typeof converters)[K]['fromFirestore']
  >;
}
