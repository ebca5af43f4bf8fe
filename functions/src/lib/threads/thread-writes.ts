import {
  accountOf,
  nextMailDue,
  otherSide,
  resumedDueAt,
  threadId,
  toMillis,
  type MessageType,
  type Quote,
  type StoredFile,
  type Task,
  type Thread,
  type ThreadKind,
  type ThreadMessage,
  type ThreadSide,
  type WaitingOutcome,
} from '@tasklane/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db as defaultDb } from '../admin.js';
import { writeAudit } from '../audit.js';
import type { CallContext } from '../callable.js';
import { isCustomerSide, isStaffOn } from './sides.js';
import { col, refs } from '../collections.js';

export const threadRef = (id: string, db: Firestore = defaultDb) => refs(db).thread(id);
export const messagesOf = (id: string, db: Firestore = defaultDb) => refs(db).threadMessages(id);

export type Target =
  { kind: 'task'; ref: DocumentReference; task: Task } | { kind: 'quote'; ref: DocumentReference; quote: Quote };

/** The task or quote a thread is about; its owner's side and its title. */
export function ownerOf(target: Target): { userId: string; accountId: string; title: string } {
  const entity = target.kind === 'task' ? target.task : target.quote;
  return { userId: entity.userId, accountId: accountOf(entity), title: entity.title };
}

/**
 * Read phase: the task or quote and the caller's side on it. Someone on neither side gets the
 * same 'not-found' as for a missing id, so an id never reveals another customer's work.
 */
export async function readTarget(
  tx: Transaction,
  kind: ThreadKind,
  id: string,
  ctx: Pick<CallContext<'user'>, 'uid' | 'isAdmin' | 'isReviewer'>,
): Promise<{ target: Target; side: ThreadSide }> {
  const ref = kind === 'task' ? col.taskRaw(id) : col.quoteRaw(id);
  const snap = await tx.get(ref);
  if (!snap.exists) throw new HttpsError('not-found', 'Not found');
  const target: Target =
    kind === 'task' ? { kind, ref, task: snap.data() as Task } : { kind, ref, quote: snap.data() as Quote };
  const side: ThreadSide | null = isStaffOn(ctx, target)
    ? 'staff'
    : (await isCustomerSide(ctx.uid, ownerOf(target), tx))
      ? 'customer'
      : null;
  if (!side) throw new HttpsError('not-found', 'Not found');
  return { target, side };
}

/** Read phase: the thread document, if the thread has begun. */
export async function readThread(
  tx: Transaction,
  kind: ThreadKind,
  id: string,
): Promise<{ ref: DocumentReference<Thread>; thread: Thread | undefined }> {
  const ref = threadRef(threadId(kind, id));
  return { ref, thread: (await tx.get(ref)).data() };
}

/**
 * Write phase of every message: the immutable message, and on the thread the other side's unread
 * count and the due time of its batched e-mail. Returns the new message's id.
 */
export function appendMessage(
  tx: Transaction,
  at: { ref: DocumentReference<Thread>; thread: Thread | undefined },
  target: Target,
  message: {
    authorId: string;
    side: ThreadSide;
    type: MessageType;
    text: string;
    files: StoredFile[];
    outcome?: WaitingOutcome;
  },
  nowMs: number,
): string {
  const owner = ownerOf(target);
  const msgRef = refs(at.ref.firestore).threadMessages(at.ref.id).doc();
  const doc: ThreadMessage = {
    userId: owner.userId,
    accountId: owner.accountId,
    authorId: message.authorId,
    authorRole: message.side,
    type: message.type,
    text: message.text,
    files: message.files,
    ...(message.outcome ? { outcome: message.outcome } : {}),
    hidden: false,
    hiddenAt: null,
    createdAt: FieldValue.serverTimestamp() as unknown as Timestamp,
  };
  tx.create(msgRef, doc);
  const to = otherSide(message.side);
  const mailState = at.thread?.mail[to];
  const due = nextMailDue(
    { dueAtMs: toMillis(mailState?.dueAt ?? null), lastSentAtMs: toMillis(mailState?.lastSentAt ?? null) },
    nowMs,
  );
  const now = FieldValue.serverTimestamp();
  if (!at.thread) {
    const empty = { dueAt: null, lastSentAt: null, coveredUpTo: null };
    tx.create(at.ref, {
      kind: target.kind,
      entityId: target.ref.id,
      userId: owner.userId,
      accountId: owner.accountId,
      title: owner.title,
      unread: { customer: to === 'customer' ? 1 : 0, staff: to === 'staff' ? 1 : 0 },
      messageCount: 1,
      lastMessageAt: now,
      mail: { customer: empty, staff: empty, [to]: { ...empty, dueAt: Timestamp.fromMillis(due) } },
      createdAt: now,
      updatedAt: now,
    } as unknown as Thread);
  } else {
    tx.update(at.ref, {
      [`unread.${to}`]: FieldValue.increment(1),
      messageCount: FieldValue.increment(1),
      lastMessageAt: now,
      [`mail.${to}.dueAt`]: Timestamp.fromMillis(due),
      updatedAt: now,
    });
  }
  return msgRef.id;
}

/**
 * Write phase of restarting a waiting task's clock: the due time moves by exactly the time spent
 * waiting, the total is kept, and the history and audit log record the resume.
 */
export function resumeTask(
  tx: Transaction,
  ref: DocumentReference,
  task: Task,
  by: string,
  nowMs: number,
  note: string,
): { pausedMs: number; dueAtMs: number | null } {
  const waiting = task.waiting;
  if (!waiting) return { pausedMs: 0, dueAtMs: toMillis(task.dueAt) };
  const askedAtMs = toMillis(waiting.askedAt) ?? nowMs;
  const pausedMs = Math.max(0, nowMs - askedAtMs);
  const dueAtMs = resumedDueAt(toMillis(task.dueAt), askedAtMs, nowMs);
  const at = Timestamp.fromMillis(nowMs);
  tx.update(ref, {
    waiting: null,
    pausedMs: (task.pausedMs ?? 0) + pausedMs,
    ...(dueAtMs === null ? {} : { dueAt: Timestamp.fromMillis(dueAtMs) }),
    history: FieldValue.arrayUnion({ at, by, from: task.status, to: task.status, event: 'resumed', note }),
    updatedAt: FieldValue.serverTimestamp(),
  });
  writeAudit(tx, {
    actorUserId: by,
    subjectUserId: task.userId,
    action: 'task_resumed',
    entityType: 'task',
    entityId: ref.id,
    metadata: { pausedMs, dueAtMs, note },
  });
  return { pausedMs, dueAtMs };
}

/** The files a message may carry: ones already checked and stored on the task by the upload path. */
export function filesForMessage(target: Target, side: ThreadSide, fileIds: string[]): StoredFile[] {
  if (fileIds.length === 0) return [];
  if (target.kind !== 'task')
    throw new HttpsError('invalid-argument', 'Invalid input', { fields: { fileIds: 'files_not_allowed' } });
  const pool = [...(target.task.attachments ?? []), ...(side === 'staff' ? (target.task.deliverables ?? []) : [])];
  return [...new Set(fileIds)].map((id) => {
    const file = pool.find((f) => f.id === id && !f.purgedAt);
    if (!file) throw new HttpsError('invalid-argument', 'Invalid input', { fields: { fileIds: 'file_invalid' } });
    return file;
  });
}
