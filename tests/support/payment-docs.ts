// Typed factories for the payment collections' documents.
import type { CardRefund, CheckoutDraft, Payment, Refund } from '@tasklane/domain';

const now = () => new Date();
const description = { en: 'Tasklane credits: pack of 5', fr: 'Crédits Tasklane : forfait de 5' };
const taxes: Payment['taxes'] = [{ code: 'HST', rateBps: 1300, amountCents: 1755 }];

export function paymentDoc(userId: string, overrides: Partial<Payment> = {}): Payment {
  return {
    userId,
    kind: 'pack',
    draftId: 'd1',
    sessionId: 'cs_test_1',
    chargeId: 'ch_test_1',
    packId: 'pack_5',
    credits: 5,
    taskId: null,
    description,
    province: 'ON',
    subtotalCents: 13_500,
    taxes,
    totalCents: 15_255,
    currency: 'cad',
    status: 'paid',
    refundedCents: 0,
    disputed: false,
    receiptId: 'r1',
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
}

export function checkoutDraftDoc(userId: string, overrides: Partial<CheckoutDraft> = {}): CheckoutDraft {
  return {
    userId,
    kind: 'pack',
    packId: 'pack_5',
    credits: 5,
    task: null,
    taskId: null,
    requestId: null,
    description,
    province: 'ON',
    subtotalCents: 13_500,
    taxes,
    totalCents: 15_255,
    locale: 'en',
    sessionId: 'cs_test_1',
    status: 'open',
    paymentId: null,
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
}

export function refundDoc(userId: string, overrides: Partial<Refund> = {}): Refund {
  return {
    userId,
    paymentId: 'pi_test_1',
    taskId: 't1',
    amountCents: 3_277,
    reason: 'money_back',
    creditNoteId: 'r2',
    createdAt: now(),
    ...overrides,
  };
}

export function cardRefundDoc(userId: string, overrides: Partial<CardRefund> = {}): CardRefund {
  return {
    userId,
    paymentId: 'pi_test_1',
    taskId: 't1',
    amountCents: 3_277,
    reason: 'money_back',
    status: 'pending',
    refundId: null,
    error: null,
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
}
