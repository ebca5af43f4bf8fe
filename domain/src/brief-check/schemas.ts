// What a brief check takes, answers and stores: the shapes the callable, the task and the web share.
import { z } from 'zod';
import { CATEGORIES, DELIVERABLE_TYPES, LIMITS, LOCALES } from '../constants.js';
import { OUT_OF_SCOPE_TOPICS, type OutOfScopeTopic } from '../task-rules.js';

export const BRIEF_FINDINGS = [
  'out_of_scope',
  'too_many_words',
  'too_many_rows',
  'too_short',
  'vague',
  'missing_audience',
  'missing_tone',
  'missing_source',
  'category_mismatch',
  'deliverable_mismatch',
  'other',
  'brand_conflict',
] as const;
export type BriefFinding = (typeof BRIEF_FINDINGS)[number];

const OUT_OF_SCOPE_IDS = Object.keys(OUT_OF_SCOPE_TOPICS) as [OutOfScopeTopic, ...OutOfScopeTopic[]];

export const briefCheckInputSchema = z.object({
  title: z.string().trim().max(LIMITS.titleMaxLength, 'title_too_long'),
  // Empty while the customer has not chosen yet: the check can still suggest one.
  category: z.union([z.enum(CATEGORIES), z.literal('')]),
  brief: z.string().trim().min(1, 'brief_required').max(LIMITS.briefMaxLength, 'brief_too_long'),
  sourceText: z.string().max(LIMITS.sourceTextMaxChars, 'source_too_long'),
  deliverableType: z.enum(DELIVERABLE_TYPES, 'deliverable_required'),
  /** The language of the work; the rewrite is written in it. */
  language: z.enum(LOCALES, 'language_required'),
  /** The customer's interface language; findings and questions are written in it. */
  locale: z.enum(LOCALES),
});
export type BriefCheckInput = z.infer<typeof briefCheckInputSchema>;

export const briefQuestionSchema = z.object({
  id: z.string().trim().min(1).max(40),
  text: z.string().trim().min(1).max(400),
});
export type BriefQuestion = z.infer<typeof briefQuestionSchema>;

export const briefCheckResultSchema = z.object({
  inScope: z.boolean(),
  /** Out of scope: send the customer to a quote instead. */
  quoteSuggested: z.boolean(),
  outOfScopeTopics: z.array(z.enum(OUT_OF_SCOPE_IDS)).max(OUT_OF_SCOPE_IDS.length),
  /** Why it is out of scope, in the customer's language; empty when in scope. */
  scopeReason: z.string().max(1000),
  findings: z.array(z.object({ code: z.enum(BRIEF_FINDINGS), message: z.string().trim().min(1).max(600) })).max(12),
  questions: z.array(briefQuestionSchema).max(6),
  /** A clearer brief in the language of the work, or null when the brief is already clear. */
  rewrite: z.string().trim().min(1).max(LIMITS.briefMaxLength).nullable(),
  suggestedCategory: z.enum(CATEGORIES).nullable(),
  suggestedDeliverable: z.enum(DELIVERABLE_TYPES).nullable(),
  locale: z.enum(LOCALES),
});
export type BriefCheckResult = z.infer<typeof briefCheckResultSchema>;

/** What the customer did with a check, sent with the task; the server re-reads the check itself. */
export const briefCheckLinkSchema = z.object({
  checkId: z.string().trim().min(1).max(128),
  answers: z
    .array(
      z.object({
        questionId: z.string().trim().min(1).max(40),
        answer: z.string().trim().min(1, 'answer_required').max(1000, 'answer_too_long'),
      }),
    )
    .max(6),
  rewriteAccepted: z.boolean(),
});
export type BriefCheckLink = z.infer<typeof briefCheckLinkSchema>;

/** The check as stored on the task: the server's result plus the customer's validated answers. */
export const taskBriefCheckSchema = z.object({
  checkId: z.string(),
  provider: z.string(),
  model: z.string(),
  result: briefCheckResultSchema,
  answers: z.array(z.object({ questionId: z.string(), question: z.string(), answer: z.string() })),
  rewriteAccepted: z.boolean(),
});
export type TaskBriefCheck = z.infer<typeof taskBriefCheckSchema>;

/** briefChecks/{id}: one check, owned by the customer who ran it; only functions write it. */
export const briefCheckDocSchema = z.object({
  userId: z.string(),
  provider: z.string(),
  model: z.string(),
  /** What was checked, so a reviewer can compare it with what was finally submitted. */
  input: briefCheckInputSchema.omit({ sourceText: true }).extend({ sourceWords: z.number().int().min(0) }),
  result: briefCheckResultSchema,
  ms: z.number().min(0),
  /** The task that used this check; set once, by submitTask. */
  taskId: z.string().nullable(),
  createdAt: z.unknown(),
});
export type BriefCheckDoc = z.infer<typeof briefCheckDocSchema>;
