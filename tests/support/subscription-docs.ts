// Typed factories for the plan collections' documents.
import type { Invoice, Subscription } from '@tasklane/domain';

const now = () => new Date();
const nowSec = () => Math.floor(Date.now() / 1000);

export function subscriptionDoc(userId: string, overrides: Partial<Subscription> = {}): Subscription {
  return {
    userId,
    customerId: 'cus_test_1',
    subscriptionId: 'sub_test_1',
    planId: 'pro',
    periodPlanId: 'pro',
    status: 'active',
    currentPeriodStart: nowSec(),
    currentPeriodEnd: nowSec() + 30 * 86_400,
    cancelAtPeriodEnd: false,
    endedAt: null,
    province: 'ON',
    lastInvoiceId: 'in_test_1',
    syncedAtMs: Date.now(),
    updatedAt: now(),
    ...overrides,
  };
}

export function invoiceDoc(userId: string, overrides: Partial<Invoice> = {}): Invoice {
  return {
    userId,
    subscriptionId: 'sub_test_1',
    planId: 'pro',
    billingReason: 'subscription_create',
    credits: 9,
    periodStart: nowSec(),
    periodEnd: nowSec() + 30 * 86_400,
    province: 'ON',
    subtotalCents: 19_900,
    taxes: [{ code: 'HST', rateBps: 1300, amountCents: 2_587 }],
    totalCents: 22_487,
    currency: 'cad',
    status: 'paid',
    receiptId: 'TL-2026-000001',
    createdAt: now(),
    ...overrides,
  };
}
