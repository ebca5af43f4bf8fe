import {
  DEFAULT_SETTINGS,
  cancelRefusal,
  isDuplicatePlan,
  planByPriceId,
  planById,
  planChangeRefusal,
  quotePlan,
  shouldStoreSubscription,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const state = (over: Partial<Parameters<typeof shouldStoreSubscription>[1]> = {}) => ({
  subscriptionId: 'sub_a',
  status: 'active' as const,
  syncedAtMs: 1_000,
  currentPeriodStart: 100,
  ...over,
});

describe('shouldStoreSubscription', () => {
  it('stores the first read, and a later read of the same subscription', () => {
    expect(shouldStoreSubscription(null, state())).toBe(true);
    expect(shouldStoreSubscription(state(), state({ syncedAtMs: 2_000, status: 'past_due' }))).toBe(true);
  });
  it('never lets a read that started earlier overwrite a newer one (concurrent webhooks)', () => {
    expect(
      shouldStoreSubscription(state({ syncedAtMs: 2_000, status: 'canceled' }), state({ syncedAtMs: 1_500 })),
    ).toBe(false);
  });
  it("keeps a live plan against another subscription's events, and lets a new plan replace an ended one", () => {
    expect(
      shouldStoreSubscription(state(), state({ subscriptionId: 'sub_old', status: 'canceled', syncedAtMs: 5_000 })),
    ).toBe(false);
    expect(
      shouldStoreSubscription(
        state({ status: 'canceled' }),
        state({ subscriptionId: 'sub_new', currentPeriodStart: 500 }),
      ),
    ).toBe(true);
    expect(
      shouldStoreSubscription(
        state({ status: 'canceled', currentPeriodStart: 900 }),
        state({ subscriptionId: 'sub_older', status: 'canceled', currentPeriodStart: 100 }),
      ),
    ).toBe(false);
  });
});

describe('isDuplicatePlan', () => {
  it('is a live subscription other than the stored live plan', () => {
    expect(isDuplicatePlan(state(), state({ subscriptionId: 'sub_b' }))).toBe(true);
    expect(
      isDuplicatePlan(state({ status: 'past_due' }), state({ subscriptionId: 'sub_b', status: 'incomplete' })),
    ).toBe(true);
  });
  it('is not the stored plan itself, a plan after an ended one, nor an ended second subscription', () => {
    expect(isDuplicatePlan(state(), state())).toBe(false);
    expect(isDuplicatePlan(null, state())).toBe(false);
    expect(isDuplicatePlan(state({ status: 'canceled' }), state({ subscriptionId: 'sub_b' }))).toBe(false);
    expect(isDuplicatePlan(state(), state({ subscriptionId: 'sub_b', status: 'canceled' }))).toBe(false);
  });
});

describe('plans', () => {
  it('are found by id and by their Stripe price', () => {
    expect(planById(DEFAULT_SETTINGS, 'pro')).toMatchObject({ creditsPerMonth: 9, priceCadPerMonth: 199 });
    expect(planByPriceId(DEFAULT_SETTINGS, 'price_tasklane_business_monthly')?.id).toBe('business');
    expect(planByPriceId(DEFAULT_SETTINGS, 'price_other')).toBeUndefined();
  });
  it('quote a month with the province taxes, each rounded on its own line', () => {
    const q = quotePlan(planById(DEFAULT_SETTINGS, 'pro')!, 'QC', new Date('2026-11-22T12:00:00Z'));
    expect(q).toMatchObject({ credits: 9, subtotalCents: 19_900, totalCents: 22_880 });
    expect(q.taxes.map((t) => [t.code, t.amountCents])).toEqual([
      ['GST', 995],
      ['QST', 1985],
    ]);
    expect(q.description.fr).toBe('Forfait Tasklane Pro : 9 crédits pour un mois');
  });
});

describe('refusals', () => {
  const live = { status: 'active' as const, planId: 'pro', cancelAtPeriodEnd: false };
  it('plan change', () => {
    expect(planChangeRefusal(null, 'business')).toBe('no_subscription');
    expect(planChangeRefusal({ ...live, status: 'canceled' }, 'business')).toBe('no_subscription');
    expect(planChangeRefusal(live, 'pro')).toBe('same_plan');
    expect(planChangeRefusal({ ...live, cancelAtPeriodEnd: true }, 'business')).toBe('already_cancelling');
    expect(planChangeRefusal(live, 'business')).toBeNull();
  });
  it('cancel and resume', () => {
    expect(cancelRefusal(null, true)).toBe('no_subscription');
    expect(cancelRefusal(live, true)).toBeNull();
    expect(cancelRefusal(live, false)).toBe('not_cancelling');
    expect(cancelRefusal({ ...live, cancelAtPeriodEnd: true }, true)).toBe('already_cancelling');
    expect(cancelRefusal({ ...live, cancelAtPeriodEnd: true }, false)).toBeNull();
  });
});
