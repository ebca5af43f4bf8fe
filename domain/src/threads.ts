import { z } from 'zod';
import { docIdField, timestampLike } from './schemas/common.js';
import { storedFileSchema } from './files.js';
import { cleanMultiline } from './text.js';
import type { TaskStatus } from './constants.js';
import { THREAD_KINDS, THREAD_SIDES, THREAD_LIMITS, WAITING_OUTCOMES, type ThreadSide } from './thread-basics.js';

/**
 * The conversation on a task or a quote, between the customer's side and staff. One thread
 * document per task or quote (`threads/{kind}_{id}`) holds the unread counters of each side and
 * the e-mail batching state; its messages live under it (`threads/{id}/messages/{messageId}`).
 * Every write goes through a callable: messages are immutable, and counters are server state.
 */
export {
  THREAD_KINDS,
  THREAD_SIDES,
  THREADS_COLLECTION,
  THREAD_MESSAGES,
  THREAD_LIMITS,
  threadId,
  WAITING_OUTCOMES,
  messageParts,
} from './thread-basics.js';
export type { ThreadKind, ThreadSide, WaitingOutcome, MessagePart } from './thread-basics.js';

/** Per recipient side: when the batched e-mail is due (null: nothing waiting) and what it already covered. */
export const threadMailStateSchema = z.object({
  dueAt: timestampLike.nullable(),
  lastSentAt: timestampLike.nullable(),
  /** Messages created up to this instant were in an e-mail already (or need none). */
  coveredUpTo: timestampLike.nullable(),
});
export type ThreadMailState = z.infer<typeof threadMailStateSchema>;

export const threadSchema = z.object({
  kind: z.enum(THREAD_KINDS),
  entityId: z.string(),
  /** The customer's side: the owner today; the paying account once teams exist. */
  userId: z.string(),
  accountId: z.string(),
  title: z.string(),
  unread: z.object({ customer: z.number().int().min(0), staff: z.number().int().min(0) }),
  messageCount: z.number().int().min(0),
  lastMessageAt: timestampLike.nullable(),
  mail: z.object({ customer: threadMailStateSchema, staff: threadMailStateSchema }),
  createdAt: timestampLike,
  updatedAt: timestampLike,
});
export type Thread = z.infer<typeof threadSchema>;

export const MESSAGE_TYPES = ['message', 'question', 'answer'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const threadMessageSchema = z.object({
  /** Copied from the thread, so the rules decide a message's readers from the message alone. */
  userId: z.string(),
  accountId: z.string(),
  authorId: z.string(),
  authorRole: z.enum(THREAD_SIDES),
  type: z.enum(MESSAGE_TYPES),
  text: z.string(),
  files: z.array(storedFileSchema),
  /** A question's stated outcome if unanswered. */
  outcome: z.enum(WAITING_OUTCOMES).optional(),
  /** Staff hid it as abusive: the text and files are gone from here, the audit entry keeps them. */
  hidden: z.boolean(),
  hiddenAt: timestampLike.nullable(),
  createdAt: timestampLike,
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** The question a task is waiting on; null (or absent) while the SLA clock runs. */
export const taskWaitingSchema = z.object({
  question: z.string(),
  messageId: z.string(),
  askedBy: z.string(),
  askedAt: timestampLike,
  outcome: z.enum(WAITING_OUTCOMES),
  /** When the stated outcome applies if nobody answers. */
  expiresAt: timestampLike,
});
export type TaskWaiting = z.infer<typeof taskWaitingSchema>;

/** Statuses in which staff may ask the customer a question that pauses the clock: open, not yet delivered. */
export const ASKABLE_STATUSES: readonly TaskStatus[] = ['submitted', 'ai_drafted', 'in_review', 'reopened'];

/**
 * The due time after a pause: moved by exactly the time spent waiting, to the millisecond.
 * A task with no due time yet (still queued) keeps none: its clock has not started.
 */
export function resumedDueAt(dueAtMs: number | null, askedAtMs: number, resumedAtMs: number): number | null {
  if (dueAtMs === null) return null;
  return dueAtMs + Math.max(0, resumedAtMs - askedAtMs);
}

/**
 * When the batched e-mail to a side is due after a new message at `nowMs`: at once when none went
 * out in the last window, else when the window since the last one closes. A due time already set
 * stays (the batch is already waiting).
 */
export function nextMailDue(state: { dueAtMs: number | null; lastSentAtMs: number | null }, nowMs: number): number {
  if (state.dueAtMs !== null) return state.dueAtMs;
  if (state.lastSentAtMs === null) return nowMs;
  return Math.max(nowMs, state.lastSentAtMs + THREAD_LIMITS.mailWindowMs);
}

export function otherSide(side: ThreadSide): ThreadSide {
  return side === 'customer' ? 'staff' : 'customer';
}

const messageText = z.string().overwrite(cleanMultiline).trim().max(THREAD_LIMITS.textMaxChars, 'message_too_long');
const target = z.object({ kind: z.enum(THREAD_KINDS), id: docIdField });

export const threadContracts = {
  /** Either side posts a message (text, files already uploaded to the task, or both). */
  postMessage: {
    input: z
      .object({
        target,
        text: messageText,
        fileIds: z
          .array(z.string().regex(/^[a-f0-9]{24}$/, 'file_invalid'))
          .max(THREAD_LIMITS.filesPerMessage, 'too_many_files')
          .default([]),
      })
      .refine((v) => v.text.length > 0 || v.fileIds.length > 0, { path: ['text'], message: 'message_required' }),
    output: z.object({ threadId: z.string(), messageId: z.string(), resumed: z.boolean() }),
  },
  /** Staff hide an abusive message; the audit entry keeps what it said. */
  hideMessage: {
    input: z.object({
      threadId: docIdField,
      messageId: docIdField,
      reason: z.string().overwrite(cleanMultiline).trim().min(3, 'reason_required').max(500, 'reason_too_long'),
    }),
    output: z.object({ hidden: z.boolean() }),
  },
  /** The caller's side has read the thread: its unread counter goes back to zero. */
  markThreadRead: {
    input: z.object({ threadId: docIdField }),
    output: z.object({ cleared: z.number() }),
  },
  /** Staff ask the customer a question on a task, which stops its SLA clock until they answer. */
  askCustomer: {
    input: z.object({
      taskId: docIdField,
      question: messageText.pipe(z.string().min(THREAD_LIMITS.questionMinChars, 'question_too_short')),
      outcome: z.enum(WAITING_OUTCOMES, 'outcome_required'),
    }),
    output: z.object({ messageId: z.string(), expiresAtMs: z.number() }),
  },
  /** Emulator-only: the thread schedule (mail batches, unanswered questions) at a chosen time. */
  runThreadTickDev: {
    input: z.object({ nowMs: z.number().int().positive().optional() }),
    output: z.object({ mailed: z.number(), expired: z.number() }),
  },
};
