import {
  DEFAULT_SETTINGS,
  adminCanCancel,
  adminTaskQuerySpec,
  contracts,
  isOverdue,
  settingsDiff,
  settingsInputSchema,
  type Settings,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

describe('settingsDiff', () => {
  it('lists each changed leaf by path, before and after', () => {
    const next: Settings = {
      ...DEFAULT_SETTINGS,
      creditPriceCad: 31,
      tiers: { ...DEFAULT_SETTINGS.tiers, express: { hours: 18, surchargeCredits: 3 } },
    };
    expect(settingsDiff(DEFAULT_SETTINGS, next)).toEqual([
      { path: 'creditPriceCad', before: 29, after: 31 },
      { path: 'tiers.express.surchargeCredits', before: 1, after: 3 },
    ]);
  });
  it('compares packs item by item, and shows added and removed items whole', () => {
    const packs = [{ ...DEFAULT_SETTINGS.packs[0]!, priceCad: 30 }, DEFAULT_SETTINGS.packs[1]!];
    expect(settingsDiff(DEFAULT_SETTINGS, { ...DEFAULT_SETTINGS, packs })).toEqual([
      { path: 'packs.0.priceCad', before: 29, after: 30 },
      { path: 'packs.2', before: DEFAULT_SETTINGS.packs[2], after: null },
    ]);
  });
  it('finds nothing between equal settings and ignores updatedAt', () => {
    expect(settingsDiff({ ...DEFAULT_SETTINGS, updatedAt: 1 }, structuredClone(DEFAULT_SETTINGS))).toEqual([]);
  });
});

describe('settingsInputSchema', () => {
  it('accepts the defaults and refuses unknown fields', () => {
    expect(settingsInputSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
    expect(settingsInputSchema.safeParse({ ...DEFAULT_SETTINGS, extra: 1 }).success).toBe(false);
  });
  it('reports codes the web translates', () => {
    const r = settingsInputSchema.safeParse({
      ...DEFAULT_SETTINGS,
      creditPriceCad: 0,
      queueCapacity: 2.5,
      packs: [{ id: 'p', credits: 1, priceCad: 1, stripePriceId: 'prod_1' }],
    });
    const codes = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(codes).toEqual({
      creditPriceCad: 'number_positive',
      queueCapacity: 'integer_required',
      'packs.0.stripePriceId': 'stripe_price_id_invalid',
    });
  });
});

describe('adminTaskQuerySpec', () => {
  const now = 1_000_000;
  it('filters by equality, newest first', () => {
    expect(adminTaskQuerySpec({ status: 'in_review', tier: 'express', userId: 'u1' }, now)).toEqual({
      equals: [
        { field: 'status', value: 'in_review' },
        { field: 'tier', value: 'express' },
        { field: 'userId', value: 'u1' },
      ],
      statusIn: null,
      dueBeforeMs: null,
      orderBy: 'submittedAt',
      direction: 'desc',
      empty: false,
    });
  });
  it('overdue: open tasks past due, most overdue first; a finished status matches nothing', () => {
    expect(adminTaskQuerySpec({ overdue: true }, now)).toMatchObject({
      statusIn: ['submitted', 'ai_drafted', 'in_review', 'reopened'],
      dueBeforeMs: now,
      orderBy: 'dueAt',
      direction: 'asc',
      empty: false,
    });
    expect(adminTaskQuerySpec({ overdue: true, status: 'in_review' }, now)).toMatchObject({
      statusIn: null,
      equals: [{ field: 'status', value: 'in_review' }],
      empty: false,
    });
    expect(adminTaskQuerySpec({ overdue: true, status: 'delivered' }, now).empty).toBe(true);
  });
  it('isOverdue agrees with the query', () => {
    expect(isOverdue({ status: 'in_review', dueAt: now - 1 }, now)).toBe(true);
    expect(isOverdue({ status: 'delivered', dueAt: now - 1 }, now)).toBe(false);
    expect(isOverdue({ status: 'submitted', dueAt: null }, now)).toBe(false);
  });
});

describe('admin cancellation and inputs', () => {
  it('admins may cancel any task not delivered or cancelled yet', () => {
    expect(['submitted', 'ai_drafted', 'in_review', 'reopened'].every((s) => adminCanCancel(s as never))).toBe(true);
    expect(adminCanCancel('delivered')).toBe(false);
    expect(adminCanCancel('cancelled')).toBe(false);
  });
  it('every admin action needs a reason', () => {
    expect(contracts.adminCancelTask.input.safeParse({ taskId: 't1', reason: '  ok ' }).success).toBe(false);
    expect(contracts.adminCancelTask.input.safeParse({ taskId: 't1', reason: 'Duplicate order' }).success).toBe(true);
  });
});
