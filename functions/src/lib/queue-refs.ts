import { queueEntrySchema, queueStateSchema, taskSchema, type QueueEntry, type QueueStateDoc, type Task } from '@tasklane/domain';
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** A typed converter from a zod schema: documents are parsed on read, written as given. */
function converter<T extends DocumentData>(schema: { parse(v: unknown): T }): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => schema.parse(snap.data()),
  };
}

export const taskConverter = converter<Task>(taskSchema);
export const queueEntryConverter = converter<QueueEntry>(queueEntrySchema);
export const queueStateConverter = converter<QueueStateDoc>(queueStateSchema);
