import { contactMessageSchema, taskSchema, type ContactMessage, type Task } from '@tasklane/domain';
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { db } from './admin.js';

/**
 * A converter that parses what it reads with the domain schema, so admin actions work on typed,
 * checked documents (no `data() as X`). A document that does not parse is refused rather than
 * half-understood: an admin action on it could move money on a wrong reading.
 */
function parsed<S extends z.ZodType<DocumentData>>(schema: S, what: string): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore: (v) => v as DocumentData,
    fromFirestore(snap: QueryDocumentSnapshot): z.output<S> {
      const out = schema.safeParse(snap.data());
      if (!out.success)
        throw new HttpsError('failed-precondition', `This ${what} cannot be read`, { reason: 'unreadable_document' });
      return out.data;
    },
  };
}

const taskConverter = parsed(taskSchema, 'task');
const contactConverter = parsed(contactMessageSchema, 'message');

export const adminRefs = {
  task: (taskId: string) => db.collection('tasks').doc(taskId).withConverter<Task>(taskConverter),
  contactMessage: (id: string) =>
    db.collection('contactMessages').doc(id).withConverter<ContactMessage>(contactConverter),
  /** The untyped reference, for writes of single fields (update()). */
  taskRaw: (taskId: string) => db.collection('tasks').doc(taskId),
};
