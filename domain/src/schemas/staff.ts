import { z } from 'zod';
import { timestampLike } from './common.js';

/** tasks/{id}/staff/draft: the AI draft, kept apart from the deliverable; staff only. */
export const staffDraftSchema = z.object({
  provider: z.string(),
  text: z.string(),
  model: z.string(),
  tokens: z.number(),
  ms: z.number(),
  attempts: z.number().int(),
  failed: z.boolean(),
  error: z.string().nullable(),
  createdAt: timestampLike,
});
export type StaffDraft = z.infer<typeof staffDraftSchema>;

/** tasks/{id}/staff/review: the reviewer's final text as delivered; staff only. */
export const staffReviewSchema = z.object({
  finalText: z.string(),
  reviewerId: z.string(),
  deliveredAt: timestampLike,
  updatedAt: timestampLike,
});
export type StaffReview = z.infer<typeof staffReviewSchema>;
