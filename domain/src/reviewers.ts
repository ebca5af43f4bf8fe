import { z } from 'zod';
import { CATEGORIES, LOCALES, type Category, type Locale, type TaskStatus } from './constants.js';
import { adminReasonField } from './admin.js';
import { taskLanguages } from './bilingual.js';
import { docIdField, timestampLike } from './schemas/common.js';

// reviewerProfiles/{uid}: what a reviewer can take on; the claim says who is one.
export { REVIEWER_PROFILES } from './collection-names.js';

/** Statuses in which a task counts against its reviewer's "at once" maximum. */
export const REVIEWER_ACTIVE_STATUSES = [
  'ai_drafted',
  'in_review',
  'reopened',
] as const satisfies readonly TaskStatus[];

/**
 * A task in one of these statuses with no reviewer is in the pool, for any reviewer to take: a
 * draft nobody was eligible for, a revision, or a task in review that its reviewer handed back.
 */
export const POOL_STATUSES = REVIEWER_ACTIVE_STATUSES;

export const REVIEWER_MAX_AT_ONCE = 50;

/** What an admin sets: at least one language and one category, and a sane maximum. */
export const reviewerSkillsSchema = z.object({
  languages: z.array(z.enum(LOCALES)).min(1, 'reviewer_languages_required').max(LOCALES.length),
  categories: z.array(z.enum(CATEGORIES)).min(1, 'reviewer_categories_required').max(CATEGORIES.length),
  maxActive: z
    .number()
    .int('reviewer_max_invalid')
    .min(1, 'reviewer_max_invalid')
    .max(REVIEWER_MAX_AT_ONCE, 'reviewer_max_invalid'),
  away: z.boolean(),
});
export type ReviewerSkills = z.infer<typeof reviewerSkillsSchema>;

/** As stored: a reviewer just granted has no category yet (and so receives nothing). */
export const reviewerProfileSchema = z.object({
  languages: z.array(z.enum(LOCALES)),
  categories: z.array(z.enum(CATEGORIES)),
  maxActive: z.number().int(),
  away: z.boolean(),
  /** Display name, copied from the profile when the role is granted. */
  name: z.string(),
  /** Cleared (not deleted) when the role is revoked, so history keeps a name to show. */
  active: z.boolean(),
  /** Last automatic assignment, to break ties between equally loaded reviewers fairly. */
  lastAssignedAt: timestampLike.nullable(),
  updatedAt: timestampLike,
});
export type ReviewerProfile = z.infer<typeof reviewerProfileSchema>;

/** Skills a new reviewer starts with: both languages, no category, so nothing arrives until an admin sets them. */
export function defaultReviewerSkills(): Pick<ReviewerProfile, 'languages' | 'categories' | 'maxActive' | 'away'> {
  return { languages: ['en', 'fr'], categories: [], maxActive: 3, away: false };
}

/** One reviewer as the assignment sees them: skills plus the two loads counted for this task. */
export interface ReviewerCandidate {
  uid: string;
  languages: readonly Locale[];
  categories: readonly Category[];
  maxActive: number;
  away: boolean;
  active: boolean;
  /** Tasks assigned to them and not yet delivered. */
  activeCount: number;
  /** Of those, how many are due no later than the task being assigned: the work ahead of it. */
  dueSoonerCount: number;
  lastAssignedAtMs: number | null;
}

/** Who may take a task: the right language(s) (both for a bilingual task) and category, present, and under their maximum. */
export function isEligible(
  r: ReviewerCandidate,
  task: { language: Locale; category: Category; bilingual?: boolean },
): boolean {
  return (
    r.active &&
    !r.away &&
    taskLanguages(task).every((l) => r.languages.includes(l)) &&
    r.categories.includes(task.category) &&
    r.activeCount < r.maxActive
  );
}

/**
 * The reviewer a ready draft goes to, or null for the pool. Among the eligible, the least work
 * due sooner than this task wins (it would be done first), then the fewest tasks overall, then
 * whoever was assigned longest ago, then the uid, so the choice is deterministic.
 */
export function pickReviewer(
  candidates: readonly ReviewerCandidate[],
  task: { language: Locale; category: Category },
): ReviewerCandidate | null {
  const eligible = candidates.filter((r) => isEligible(r, task));
  eligible.sort(
    (a, b) =>
      a.dueSoonerCount - b.dueSoonerCount ||
      a.activeCount - b.activeCount ||
      (a.lastAssignedAtMs ?? -1) - (b.lastAssignedAtMs ?? -1) ||
      (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
  );
  return eligible[0] ?? null;
}

/** A task is at risk when less than this share of its tier's hours remains before it is due. */
export const AT_RISK_SHARE = 0.2;

export function isAtRisk(dueAtMs: number | null, tierHours: number, nowMs: number): boolean {
  if (dueAtMs === null) return false;
  return dueAtMs - nowMs < tierHours * 3_600_000 * AT_RISK_SHARE;
}

export const reviewerContracts = {
  /** Admins only: grants or revokes the reviewer claim, mirrored into profiles.reviewer and audited. */
  setReviewerRole: {
    input: z.object({ uid: docIdField, reviewer: z.boolean() }),
    output: z.object({ uid: z.string(), reviewer: z.boolean() }),
  },
  /**
   * Admins set a reviewer's skills and availability; a reviewer may set only their own
   * availability (away), so `skills` is refused from them.
   */
  updateReviewerProfile: {
    input: z.union([
      z.object({ uid: docIdField, skills: reviewerSkillsSchema }).strict(),
      z.object({ uid: docIdField, away: z.boolean() }).strict(),
    ]),
    output: z.object({ uid: z.string() }),
  },
  /** The assigned reviewer (or an admin) hands a not-yet-delivered task back to the pool, with a reason. */
  handBackTask: {
    input: z.object({ taskId: docIdField, reason: adminReasonField }),
    output: z.object({ status: z.string() }),
  },
};
