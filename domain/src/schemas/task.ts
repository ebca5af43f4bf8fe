import { z } from 'zod';
import { CATEGORIES, DELIVERABLE_TYPES, LIMITS, LOCALES, QUEUE_STATES, TASK_STATUSES, TIERS } from '../constants.js';
import { cleanLine, cleanMultiline, countSheetRows, countWords } from '../text.js';
import { timestampLike, type WithId } from './common.js';
import { taskBriefCheckSchema } from '../brief-check.js';
import { storedFileSchema } from '../files.js';
import { taskWaitingSchema } from '../threads.js';

export const historyEntrySchema = z.object({
  at: timestampLike,
  by: z.string(),
  from: z.enum(TASK_STATUSES).nullable(),
  to: z.enum(TASK_STATUSES),
  note: z.string().optional(),
  /** Staff bookkeeping (who reviews it): kept in the record, left out of the customer's timeline. */
  staff: z.boolean().optional(),
  /** A pause or resume of the SLA clock (from and to are then the same status). */
  event: z.enum(['paused', 'resumed']).optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const taskSchema = z.object({
  /** The user who submitted it (the acting user; in a team space, the member). */
  userId: z.string(),
  /** The paying account: the user's uid, or a team id. Absent on tasks made before teams (= userId). */
  accountId: z.string().optional(),
  title: z.string(),
  category: z.enum(CATEGORIES),
  tier: z.enum(TIERS),
  brief: z.string(),
  sourceText: z.string(),
  deliverableType: z.enum(DELIVERABLE_TYPES),
  language: z.enum(LOCALES),
  /**
   * Ordered in English and French at once: drafted, reviewed, delivered and revised as two texts
   * (`result` holds the English, `resultFr` the French). `language` is then the source's language.
   */
  bilingual: z.boolean().optional(),
  /**
   * The source text's language, when the customer gave it (translation and proofreading work). A
   * source in the other language than `language` makes the task feed the translation memory.
   */
  sourceLanguage: z.enum(LOCALES).nullable().optional(),
  priceCredits: z.number().int().min(0),
  paymentMethod: z.enum(['credits', 'card']),
  status: z.enum(TASK_STATUSES),
  queueStatus: z.enum(QUEUE_STATES).nullable(),
  /**
   * Not maintained: positions are computed from the queue index (domain queue.ts), so a
   * queue move never rewrites the tasks behind it. Kept, always null, for older documents.
   */
  queuePosition: z.number().int().min(0).nullable(),
  /** Earliest-deadline-first order key, in millis. */
  queueKey: z.number(),
  submittedAt: timestampLike,
  activatedAt: timestampLike.nullable(),
  dueAt: timestampLike.nullable(),
  deliveredAt: timestampLike.nullable(),
  reviewerId: z.string().nullable(),
  result: z.string().nullable(),
  /** The French text of a bilingual task's delivery (null until delivered; absent otherwise). */
  resultFr: z.string().nullable().optional(),
  revisionNote: z.string().nullable(),
  revisionCount: z.number().int().min(0),
  lateRefunded: z.boolean(),
  slaWarned: z.boolean(),
  draftFailed: z.boolean(),
  /** Set by the scheduler when an active task's drafting run was lost, to ask for it again. */
  draftRequestedAt: timestampLike.nullable().optional(),
  history: z.array(historyEntrySchema),
  updatedAt: timestampLike,
  /** The first delivery and whether it met the due time in force then (a revision moves dueAt). */
  firstDeliveredAt: timestampLike.nullable().optional(),
  deliveredOnTime: z.boolean().nullable().optional(),
  /** When the late-delivery guarantee returned the price (lateRefunded). */
  lateRefundedAt: timestampLike.nullable().optional(),
  /** The brief check the customer ran before submitting, if any (server-computed result + their answers). */
  briefCheck: taskBriefCheckSchema.nullable().optional(),
  /** Source files the customer attached (server-written after checking their bytes). */
  attachments: z.array(storedFileSchema).optional(),
  /** Files the reviewer delivered, every round kept (a revision adds, never replaces). */
  deliverables: z.array(storedFileSchema).optional(),
  /** True while the bucket holds files of this task; the retention job looks for these. */
  filesHeld: z.boolean().optional(),
  /** When the task last closed (delivered or cancelled); null while it is open again. */
  closedAt: timestampLike.nullable().optional(),
  /** The question staff are waiting on; while set, the SLA clock is stopped. */
  waiting: taskWaitingSchema.nullable().optional(),
  /** Total time spent waiting on the customer, in millis (the due time has moved by this much). */
  pausedMs: z.number().int().min(0).optional(),
  /**
   * The due time for which staff were told the task is at risk (less than a fifth of its tier's
   * hours left in review). A revision or a pause moves the due time, so the task can be flagged again.
   */
  atRiskFor: timestampLike.nullable().optional(),
  /** The schedule this task is an occurrence of (schedules/{id}); absent for a task ordered by hand. */
  scheduleId: z.string().optional(),
  /** The customer's own reference (API orders): a small map of strings, returned with the task and in its webhooks. */
  metadata: z.record(z.string(), z.string()).optional(),
});
export type Task = z.infer<typeof taskSchema>;
export type TaskWithId = WithId<Task>;

/** At most 20 keys of 1–40 characters (letters, digits, `_`, `-`, `.`), each value at most 500 characters. */
export const TASK_METADATA_LIMITS = { maxKeys: 20, keyMaxChars: 40, valueMaxChars: 500 } as const;
export const taskMetadataField = z
  .record(
    z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'metadata_key_invalid'),
    z.string().max(TASK_METADATA_LIMITS.valueMaxChars, 'metadata_value_too_long'),
  )
  .refine((m) => Object.keys(m).length <= TASK_METADATA_LIMITS.maxKeys, 'metadata_too_many_keys');

/** Fields of the submission form and of the submitTask callable (minus requestId), before cross-field checks. */
export const taskInputBaseSchema = z.object({
  title: z.string().overwrite(cleanLine).trim().min(1, 'title_required').max(LIMITS.titleMaxLength, 'title_too_long'),
  category: z.enum(CATEGORIES, 'category_required'),
  tier: z.enum(TIERS, 'tier_required'),
  brief: z
    .string()
    .overwrite(cleanMultiline)
    .trim()
    .min(20, 'brief_too_short')
    .max(LIMITS.briefMaxLength, 'brief_too_long'),
  // A field-level check, so the form reports it even while other fields are still invalid.
  sourceText: z
    .string()
    .overwrite(cleanMultiline)
    .max(LIMITS.sourceTextMaxChars, 'source_too_long')
    .refine((t) => countWords(t) <= LIMITS.maxWords, 'source_too_many_words'),
  deliverableType: z.enum(DELIVERABLE_TYPES, 'deliverable_required'),
  language: z.enum(LOCALES, 'language_required'),
  /** Both languages in one task (priced with the bilingual surcharge). */
  bilingual: z.boolean().optional(),
  /** The source text's language (translation and proofreading work); absent when not said. */
  sourceLanguage: z.enum(LOCALES).optional(),
  /** The customer's own reference (sent through the API): stored on the task as `metadata`. */
  metadata: taskMetadataField.optional(),
});

/** The sheet-row limit, which depends on the deliverable type. */
export function taskInputRefine(v: { sourceText: string; deliverableType: string }, ctx: z.RefinementCtx): void {
  if (v.deliverableType === 'sheet' && countSheetRows(v.sourceText) > LIMITS.maxSheetRows) {
    ctx.addIssue({ code: 'custom', path: ['sourceText'], message: 'sheet_too_many_rows' });
  }
}

/** Input of the submission form and of the submitTask callable (minus requestId). */
export const taskInputSchema = taskInputBaseSchema.superRefine(taskInputRefine);
export type TaskInput = z.infer<typeof taskInputSchema>;
