import { queueKey, type Price, type Settings, type StoredFile, type Task, type TaskInput } from '@tasklane/domain';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { writeAudit } from '../audit.js';
import { enqueueTask } from '../queue.js';
import { recordStats } from '../stats.js';

/**
 * The task part of an order's write phase: the task, priced and queued (enqueueTask: the task and
 * its queue index entry), with its first history entry, the `task_submitted` statistics and the
 * `task_submitted` audit entry. Only the submission service calls it, after the payment's writes.
 */
export function createQueuedTask(
  tx: Transaction,
  ref: DocumentReference,
  submission: {
    /** The person who ordered (the task's stored `userId`). */
    uid: string;
    /** The paying account: the person's uid, or a team's id. */
    accountId: string;
    fields: TaskInput;
    price: Price;
    paymentMethod: Task['paymentMethod'];
    settings: Settings;
    briefCheck?: Task['briefCheck'];
    scheduleId?: string;
    attachments?: StoredFile[];
    auditMetadata?: Record<string, unknown>;
  },
): Task {
  const { uid, accountId, fields, price, settings } = submission;
  const now = Date.now();
  const task: Task = {
    userId: uid,
    accountId,
    ...fields,
    priceCredits: price.credits,
    paymentMethod: submission.paymentMethod,
    status: 'submitted',
    queueStatus: 'queued',
    queuePosition: null,
    queueKey: queueKey(now, fields.tier, settings),
    submittedAt: Timestamp.fromMillis(now),
    activatedAt: null,
    dueAt: null,
    deliveredAt: null,
    reviewerId: null,
    result: null,
    revisionNote: null,
    revisionCount: 0,
    lateRefunded: false,
    slaWarned: false,
    draftFailed: false,
    history: [{ at: Timestamp.fromMillis(now), by: uid, from: null, to: 'submitted' }],
    updatedAt: Timestamp.fromMillis(now),
    ...(submission.briefCheck !== undefined ? { briefCheck: submission.briefCheck } : {}),
    ...(submission.scheduleId ? { scheduleId: submission.scheduleId } : {}),
    ...(submission.attachments?.length ? { attachments: submission.attachments, filesHeld: true } : {}),
  };
  enqueueTask(tx, ref, task);
  // Statistics count the paying account: a team is one customer, however many members submit.
  recordStats(tx, {
    kind: 'task_submitted',
    at: now,
    accountId,
    category: fields.category,
    tier: fields.tier,
    bilingual: fields.bilingual === true,
  });
  writeAudit(tx, {
    actorUserId: uid,
    subjectUserId: uid,
    action: 'task_submitted',
    entityType: 'task',
    entityId: ref.id,
    metadata: {
      category: fields.category,
      tier: fields.tier,
      taskClass: price.taskClass,
      priceCredits: price.credits,
      paymentMethod: submission.paymentMethod,
      ...(fields.bilingual ? { bilingual: true, bilingualCredits: price.bilingualCredits } : {}),
      ...submission.auditMetadata,
    },
  });
  return task;
}
