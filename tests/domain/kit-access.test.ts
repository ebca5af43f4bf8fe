import { KIT_POOL, kitHolderOf, reviewerHoldsKit } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

describe('who may read an account brand kit for one of its tasks', () => {
  it('its reviewer until delivery (again once a revision reopens it), the pool while nobody holds it, nobody before the draft or once closed', () => {
    expect(kitHolderOf({ status: 'in_review', reviewerId: 'r1' })).toBe('r1');
    expect(kitHolderOf({ status: 'ai_drafted', reviewerId: 'r1' })).toBe('r1');
    expect(kitHolderOf({ status: 'reopened', reviewerId: 'r1' })).toBe('r1');
    expect(kitHolderOf({ status: 'in_review', reviewerId: null })).toBe(KIT_POOL);
    expect(kitHolderOf({ status: 'reopened', reviewerId: null })).toBe(KIT_POOL);
    expect(kitHolderOf({ status: 'submitted', reviewerId: null })).toBeNull();
    expect(kitHolderOf({ status: 'delivered', reviewerId: 'r1' })).toBeNull();
    expect(kitHolderOf({ status: 'cancelled', reviewerId: 'r1' })).toBeNull();
  });
  it('a reviewer holds the kit through a task of theirs or one in the pool, never through another reviewer’s', () => {
    expect(reviewerHoldsKit({ holders: { t1: 'r1' } }, 'r1')).toBe(true);
    expect(reviewerHoldsKit({ holders: { t1: 'r2' } }, 'r1')).toBe(false);
    expect(reviewerHoldsKit({ holders: { t1: 'r2', t2: KIT_POOL } }, 'r1')).toBe(true);
    expect(reviewerHoldsKit({ holders: {} }, 'r1')).toBe(false);
    expect(reviewerHoldsKit(null, 'r1')).toBe(false);
  });
});
