import { z } from 'zod';
import { CATEGORIES, LOCALES } from './constants.js';
import { docIdField, timestampLike } from './schemas/common.js';
import { cleanLine, cleanMultiline } from './text.js';

export {
  MAX_PUBLISHED_TESTIMONIALS,
  PUBLISHED_TESTIMONIALS_PATH,
  RATING_EDIT_DAYS,
  RATINGS,
  REAL_TESTIMONIALS_THRESHOLD,
  REVIEW_STATS,
  ratingId,
} from './rating-basics.js';

/** "You may quote me": how the customer agrees to be named. */
export const quoteConsentSchema = z.object({
  firstName: z.string().overwrite(cleanLine).trim().min(1, 'first_name_required').max(40, 'first_name_too_long'),
  initial: z
    .string()
    .overwrite(cleanLine)
    .trim()
    .regex(/^\p{L}\.?$/u, 'initial_invalid')
    .transform((v) => `${v.replace('.', '').toUpperCase()}.`),
  city: z.string().overwrite(cleanLine).trim().min(1, 'city_required').max(60, 'city_too_long'),
});
export type QuoteConsent = z.infer<typeof quoteConsentSchema>;

export const ratingInputSchema = z.object({
  taskId: docIdField,
  stars: z
    .number('rating_stars_required')
    .int('rating_stars_required')
    .min(1, 'rating_stars_required')
    .max(5, 'rating_stars_required'),
  comment: z.string().overwrite(cleanMultiline).trim().max(1000, 'rating_comment_too_long'),
  /** The language the comment is written in (the customer's page language). */
  locale: z.enum(LOCALES),
  quote: quoteConsentSchema.nullable(),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;

export const ratingSchema = z.object({
  taskId: z.string(),
  round: z.number().int(),
  userId: z.string(),
  /** The task's paying account, whose side reads the rating (absent on older ratings = userId). */
  accountId: z.string().optional(),
  reviewerId: z.string().nullable(),
  category: z.enum(CATEGORIES),
  stars: z.number().int(),
  comment: z.string(),
  locale: z.enum(LOCALES),
  quote: quoteConsentSchema.nullable(),
  published: z.boolean(),
  createdAt: timestampLike,
  updatedAt: timestampLike,
});
export type Rating = z.infer<typeof ratingSchema>;

/** What a public page shows of a published testimonial: the words and how the customer agreed to be named. */
export const publishedTestimonialSchema = z.object({
  id: z.string(),
  quote: z.string(),
  firstName: z.string(),
  initial: z.string(),
  city: z.string(),
  stars: z.number().int(),
  locale: z.enum(LOCALES),
});
export type PublishedTestimonial = z.infer<typeof publishedTestimonialSchema>;

/** Review figures, as stored: counts, and time in review as a histogram of 15-minute steps. */
export interface ReviewStatsDoc {
  kind?: 'reviewer' | 'category';
  deliveries?: number;
  firstDeliveries?: number;
  revisionDeliveries?: number;
  onTime?: number;
  ratings?: number;
  starsSum?: number;
  /** `m<minutes>` → how many deliveries spent that long (rounded down to 15 min, capped at 72 h) in review. */
  reviewMinutes?: Record<string, number>;
}

const STEP = 15;
const CAP = 72 * 60;
export function reviewMinutesKey(ms: number): string {
  const minutes = Math.min(CAP, Math.max(0, Math.floor(ms / 60_000 / STEP) * STEP));
  return `m${minutes}`;
}

/** The figures a screen shows, from one stats document. Rates are null with nothing to rate. */
export function reviewFigures(s: ReviewStatsDoc): {
  deliveries: number;
  onTimeRate: number | null;
  revisionRate: number | null;
  averageRating: number | null;
  medianReviewMinutes: number | null;
} {
  const deliveries = s.deliveries ?? 0;
  const first = s.firstDeliveries ?? 0;
  const entries = Object.entries(s.reviewMinutes ?? {})
    .map(([k, n]) => [Number(k.slice(1)), n] as const)
    .filter(([m, n]) => Number.isFinite(m) && n > 0)
    .sort((a, b) => a[0] - b[0]);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  let median: number | null = null;
  let seen = 0;
  for (const [m, n] of entries) {
    seen += n;
    if (seen * 2 >= total) {
      median = m;
      break;
    }
  }
  return {
    deliveries,
    onTimeRate: deliveries > 0 ? (s.onTime ?? 0) / deliveries : null,
    revisionRate: first > 0 ? (s.revisionDeliveries ?? 0) / first : null,
    averageRating: (s.ratings ?? 0) > 0 ? (s.starsSum ?? 0) / (s.ratings ?? 1) : null,
    medianReviewMinutes: median,
  };
}

export const ratingContracts = {
  /** The customer rates a delivery (1-5, optional comment, optional consent to be quoted); editable for 7 days. */
  rateTask: {
    input: ratingInputSchema,
    output: z.object({ ratingId: z.string(), round: z.number() }),
  },
  /** Admins publish or unpublish a rating's comment as a testimonial (the customer must have agreed). */
  publishTestimonial: {
    input: z.object({
      ratingId: z
        .string()
        .min(1)
        .max(200)
        .regex(/^[A-Za-z0-9_-]+$/),
      publish: z.boolean(),
    }),
    output: z.object({ published: z.boolean(), count: z.number() }),
  },
};
