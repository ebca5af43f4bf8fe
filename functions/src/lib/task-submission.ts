import { queueKey, type Price, type Settings, type Task, type TaskInput } from '@tasklane/domain';
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { writeAudit } from './audit.js';

/**
 * A provisional queue position, read outside any transaction on purpose: counting the queue inside
 * one would lock the whole queued range and serialize every customer's submission.
 * renumberQueue() sets the exact position right after the commit.
 */
export async function provisionalQueuePosition(tier: TaskInput['tier'], settings: Settings): Promise<number> {
  const key = queueKey(Date.now(), tier, settings);
  const ahead = await db.collection('tasks').where('queueStatus', '==', 'queued').where('queueKey', '<', key).count().get();
  return ahead.data().count + 1;
}

/**
 * Write phase of a submission, shared by submitTask (paid with credits) and card fulfilment:
 * the task, priced and queued, with its first history entry and the `task_submitted` audit entry.
 * The payment itself (credits or card) is the caller's part of the same transaction.
 */
export function createQueuedTask(
  tx: Transaction,
  ref: DocumentReference,
  submission: { userId: string; fields: TaskInput; price: Price; paymentMethod: Task['paymentMethod']; queuePosition: number; settings: Settings; briefCheck?: Task['briefCheck']; auditMetadata?: Record<string, unknown> },
): Task {
  const { userId, fields, price, settings } = submission;
  const now = Date.now();
  const task: Task = {
    userId,
    ...fields,
    priceCredits: price.credits,
    paymentMethod: submission.paymentMethod,
    status: 'submitted',
    queueStatus: 'queued',
    queuePosition: submission.queuePosition,
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
  tx.create(ref, { ...task, updatedAt: FieldValue.serverTimestamp() });
  writeAudit(tx, {
    actorUserId: userId,
    subjectUserId: userId,
    action: 'task_submitted',
    entityType: 'task',
    entityId: ref.id,
    metadata: { category: fields.category, tier: fields.tier, taskClass: price.taskClass, priceCredits: price.credits, paymentMethod: submission.paymentMethod, ...submission.auditMetadata },
  });
  return task;
}
