import { queueKey, type Price, type Settings, type Task, type TaskInput } from '@tasklane/domain';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { writeAudit } from './audit.js';
import { enqueueTask } from './queue.js';
import { recordStats } from './stats.js';

/**
 * Write phase of a submission, shared by submitTask (paid with credits) and card fulfilment:
 * the task, priced and queued (enqueueTask: the task and its queue index entry), with its first
 * history entry and the `task_submitted` audit entry. The payment itself (credits or card) is the
 * caller's part of the same transaction; the caller runs afterEnqueue once it has committed.
 */
export function createQueuedTask(
  tx: Transaction,
  ref: DocumentReference,
  submission: {
    userId: string;
    accountId?: string;
    fields: TaskInput;
    price: Price;
    paymentMethod: Task['paymentMethod'];
    settings: Settings;
    briefCheck?: Task['briefCheck'];
    auditMetadata?: Record<string, unknown>;
  },
): Task {
  const { userId, fields, price, settings } = submission;
  const now = Date.now();
  const task: Task = {
    userId,
    accountId: submission.accountId ?? userId,
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
    history: [{ at: Timestamp.fromMillis(now), by: userId, from: null, to: 'submitted' }],
    updatedAt: Timestamp.fromMillis(now),
    ...(submission.briefCheck !== undefined ? { briefCheck: submission.briefCheck } : {}),
  };
  enqueueTask(tx, ref, task);
  // Statistics count the paying account: a team is one customer, however many members submit.
  recordStats(tx, {
    kind: 'task_submitted',
    at: now,
    userId: submission.accountId ?? userId,
    category: fields.category,
    tier: fields.tier,
    bilingual: fields.bilingual === true,
  });
  writeAudit(tx, {
    actorUserId: userId,
    subjectUserId: userId,
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
