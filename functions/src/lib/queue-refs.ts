import {
  queueEntrySchema,
  queueStateSchema,
  taskSchema,
  type QueueEntry,
  type QueueStateDoc,
  type Task,
} from '@tasklane/domain';
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** A typed converter from a zod schema: documents are parsed on read, written as given. */
function converter<T extends DocumentData>(schema: { parse(v: unknown): T }): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => schema.parse(snap.data()),
  };
}

export const taskConverter = converter<Task>(taskSchema);

// Narrow views of a task for the scheduler's scans: each parses only the fields it decides on,
// so one odd document elsewhere in a task never stops the queue.
const slotSchema = taskSchema.pick({ status: true, queueStatus: true });
export const slotConverter = converter<Pick<Task, 'status' | 'queueStatus'>>(slotSchema);
export const headConverter = converter<Pick<Task, 'tier' | 'userId' | 'accountId'>>(
  taskSchema.pick({ tier: true, userId: true, accountId: true }),
);
export const slaConverter = converter<
  Pick<Task, 'status' | 'activatedAt' | 'dueAt' | 'deliveredAt' | 'slaWarned' | 'lateRefunded' | 'waiting'>
>(
  taskSchema.pick({
    status: true,
    activatedAt: true,
    dueAt: true,
    deliveredAt: true,
    slaWarned: true,
    lateRefunded: true,
    waiting: true,
  }),
);
export const nudgeConverter = converter<Pick<Task, 'status' | 'queueStatus' | 'activatedAt' | 'draftRequestedAt'>>(
  taskSchema.pick({ status: true, queueStatus: true, activatedAt: true, draftRequestedAt: true }),
);
export const queueEntryConverter = converter<QueueEntry>(queueEntrySchema);
export const queueStateConverter = converter<QueueStateDoc>(queueStateSchema);
export const riskConverter = converter<
  Pick<Task, 'status' | 'tier' | 'dueAt' | 'reviewerId' | 'waiting' | 'atRiskFor'>
>(taskSchema.pick({ status: true, tier: true, dueAt: true, reviewerId: true, waiting: true, atRiskFor: true }));
