import { storedFileSchema } from '../files.js';
import { z } from 'zod';
import { timestampLike } from './common.js';

/** tasks/{id}/staff/draft: the AI draft, kept apart from the deliverable; staff only. */
export const staffDraftSchema = z.object({
  provider: z.string(),
  text: z.string(),
  /** A bilingual task's French draft (`text` is then the English one). */
  textFr: z.string().optional(),
  model: z.string(),
  tokens: z.number(),
  ms: z.number(),
  attempts: z.number().int(),
  failed: z.boolean(),
  error: z.string().nullable(),
  /** The translation-memory pairs the prompt carried (marked used on delivery). */
  memoryPairIds: z.array(z.string()).optional(),
  /** Memory matches for the brief, the source and the draft's own sentences, for the reviewer. */
  memoryMatches: z
    .array(
      z.object({
        sentence: z.string(),
        pairId: z.string(),
        source: z.string(),
        target: z.string(),
        similarity: z.number(),
        exact: z.boolean(),
        approved: z.boolean(),
      }),
    )
    .optional(),
  createdAt: timestampLike,
});
export type StaffDraft = z.infer<typeof staffDraftSchema>;

/**
 * tasks/{id}/staff/review: the reviewer's final text as delivered, and the files they attached
 * that go out with the next delivery; staff only. Before a first delivery it may hold only files.
 */
export const staffReviewSchema = z.object({
  finalText: z.string().optional(),
  /** A bilingual task's French text as delivered. */
  finalTextFr: z.string().optional(),
  reviewerId: z.string().optional(),
  deliveredAt: timestampLike.optional(),
  pendingFiles: z.array(storedFileSchema).optional(),
  updatedAt: timestampLike,
});
export type StaffReview = z.infer<typeof staffReviewSchema>;
