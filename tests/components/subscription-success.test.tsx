import type { Invoice, Subscription, WithId } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';
import {
  firstGrant,
  successView,
  type Confirmation,
} from '../../web/src/features/subscriptions/components/success-state';

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    userId: 'u1',
    customerId: 'cus_1',
    subscriptionId: 'sub_1',
    planId: 'pro',
    periodPlanId: 'pro',
    status: 'active',
    currentPeriodStart: 1_790_000_000,
    currentPeriodEnd: 1_792_600_000,
    cancelAtPeriodEnd: false,
    endedAt: null,
    province: 'ON',
    lastInvoiceId: 'in_1',
    syncedAtMs: 1,
    updatedAt: new Date(),
    ...overrides,
  };
}

function invoice(overrides: Partial<Invoice> = {}): WithId<Invoice> {
  return {
    id: 'in_1',
    userId: 'u1',
    subscriptionId: 'sub_1',
    planId: 'pro',
    billingReason: 'subscription_create',
    credits: 9,
    periodStart: 1_790_000_000,
    periodEnd: 1_792_600_000,
    province: 'ON',
    subtotalCents: 19_900,
    taxes: [],
    totalCents: 22_487,
    currency: 'cad',
    status: 'paid',
    receiptId: 'TL-2026-000001',
    createdAt: new Date(),
    ...overrides,
  };
}

const granted = { planId: 'pro', credits: 9, receiptId: 'TL-2026-000001' };

describe('firstGrant', () => {
  it("is the live plan's first invoice once granted", () => {
    expect(firstGrant(subscription(), invoice())).toEqual(granted);
  });

  it('is nothing before the plan or its first invoice is stored', () => {
    expect(firstGrant(undefined, invoice())).toBeNull();
    expect(firstGrant(subscription(), undefined)).toBeNull();
  });

  it('ignores a renewal, an earlier plan and an ended plan', () => {
    expect(firstGrant(subscription(), invoice({ billingReason: 'subscription_cycle' }))).toBeNull();
    expect(firstGrant(subscription({ subscriptionId: 'sub_2' }), invoice())).toBeNull();
    expect(firstGrant(subscription({ status: 'canceled' }), invoice())).toBeNull();
  });
});

describe('successView', () => {
  const waiting: Confirmation[] = [{ kind: 'asking' }, { kind: 'pending' }];

  it("shows the server's grant as soon as it answers", () => {
    expect(successView({ kind: 'active', planId: 'business', credits: 20, receiptId: null }, null)).toEqual({
      kind: 'granted',
      granted: { planId: 'business', credits: 20, receiptId: null },
    });
  });

  it('shows the live grant while the server has not answered (slow or timed-out call)', () => {
    for (const c of waiting) expect(successView(c, granted)).toEqual({ kind: 'granted', granted });
  });

  it('waits, then says the payment is being confirmed, while nothing is granted', () => {
    expect(successView({ kind: 'asking' }, null)).toEqual({ kind: 'confirming' });
    expect(successView({ kind: 'pending' }, null)).toEqual({ kind: 'pending' });
  });

  it("lets the server's definite no win over another live plan", () => {
    expect(successView({ kind: 'unknown' }, granted)).toEqual({ kind: 'unknown' });
    expect(successView({ kind: 'failed' }, granted)).toEqual({ kind: 'failed' });
  });
});
