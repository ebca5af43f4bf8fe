import { describe, expect, it } from 'vitest';
import { contracts, isAtRisk, isEligible, pickReviewer, type ReviewerCandidate } from '@tasklane/domain';

const base: ReviewerCandidate = {
  uid: 'r',
  languages: ['en', 'fr'],
  categories: ['admin_docs'],
  maxActive: 3,
  away: false,
  active: true,
  activeCount: 0,
  dueSoonerCount: 0,
  lastAssignedAtMs: null,
};
const task = { language: 'fr', category: 'admin_docs' } as const;

describe('reviewer eligibility and choice', () => {
  it('needs the language, the category, presence, the role and room under the maximum', () => {
    expect(isEligible(base, task)).toBe(true);
    expect(isEligible({ ...base, languages: ['en'] }, task)).toBe(false);
    expect(isEligible({ ...base, categories: ['design_media'] }, task)).toBe(false);
    expect(isEligible({ ...base, away: true }, task)).toBe(false);
    expect(isEligible({ ...base, active: false }, task)).toBe(false);
    expect(isEligible({ ...base, activeCount: 3 }, task)).toBe(false);
  });

  it('picks the least work due sooner, then the fewest tasks, then the longest since an assignment', () => {
    const a = { ...base, uid: 'a', dueSoonerCount: 1, activeCount: 1 };
    const b = { ...base, uid: 'b', dueSoonerCount: 0, activeCount: 2 };
    expect(pickReviewer([a, b], task)?.uid).toBe('b');
    const c = { ...base, uid: 'c', activeCount: 1, lastAssignedAtMs: 5 };
    const d = { ...base, uid: 'd', activeCount: 1, lastAssignedAtMs: 1 };
    expect(pickReviewer([c, d], task)?.uid).toBe('d');
    expect(
      pickReviewer(
        [
          { ...base, uid: 'e', activeCount: 2 },
          { ...base, uid: 'f', activeCount: 1 },
        ],
        task,
      )?.uid,
    ).toBe('f');
    expect(pickReviewer([{ ...base, away: true }], task)).toBeNull();
    expect(pickReviewer([], task)).toBeNull();
  });

  it('flags a task at risk under a fifth of its tier hours left, not at exactly a fifth', () => {
    const now = 1_000_000_000;
    const H = 3_600_000;
    expect(isAtRisk(now + 4.8 * H - 1, 24, now)).toBe(true);
    expect(isAtRisk(now + 4.8 * H, 24, now)).toBe(false);
    expect(isAtRisk(now - H, 24, now)).toBe(true);
    expect(isAtRisk(null, 24, now)).toBe(false);
  });

  it("refuses a reviewer's profile update that mixes skills and availability", () => {
    const input = contracts.updateReviewerProfile.input;
    expect(input.safeParse({ uid: 'u1', away: true }).success).toBe(true);
    expect(
      input.safeParse({
        uid: 'u1',
        away: true,
        skills: { languages: ['en'], categories: ['admin_docs'], maxActive: 1, away: true },
      }).success,
    ).toBe(false);
    expect(
      input.safeParse({ uid: 'u1', skills: { languages: [], categories: ['admin_docs'], maxActive: 1, away: false } })
        .success,
    ).toBe(false);
  });
});

describe('review figures', () => {
  it('gives rates and the median time in review from the stored counts', async () => {
    const { reviewFigures, reviewMinutesKey } = await import('@tasklane/domain');
    expect(reviewMinutesKey(2 * 3_600_000 + 14 * 60_000)).toBe('m120');
    expect(reviewMinutesKey(200 * 3_600_000)).toBe(`m${72 * 60}`);
    const f = reviewFigures({
      deliveries: 4,
      firstDeliveries: 3,
      revisionDeliveries: 1,
      onTime: 3,
      ratings: 2,
      starsSum: 9,
      reviewMinutes: { m30: 1, m60: 2, m600: 1 },
    });
    expect(f).toEqual({
      deliveries: 4,
      onTimeRate: 0.75,
      revisionRate: 1 / 3,
      averageRating: 4.5,
      medianReviewMinutes: 60,
    });
    expect(reviewFigures({})).toEqual({
      deliveries: 0,
      onTimeRate: null,
      revisionRate: null,
      averageRating: null,
      medianReviewMinutes: null,
    });
  });
});
