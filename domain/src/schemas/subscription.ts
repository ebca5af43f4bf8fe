import { z } from 'zod';
import { timestampLike } from './common.js';
import { provinceSchema, taxLineSchema } from './receipt.js';

/** Stripe's subscription statuses, as Stripe reports them (we store, never invent, a status). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses in which a subscription still bills (or tries to): a customer has at most one of these. */
export const LIVE_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'paused',
];

export function isLiveSubscription(status: SubscriptionStatus): boolean {
  return LIVE_SUBSCRIPTION_STATUSES.includes(status);
}

/**
 * subscriptions/{uid}: the customer's plan as Stripe last said it is. Functions write it from a
 * fresh read of the Stripe subscription (never from an event's copy); the owner reads it.
 */
export const subscriptionSchema = z.object({
  userId: z.string(),
  customerId: z.string(),
  subscriptionId: z.string(),
  /** The plan that renews next (the subscription item's price). */
  planId: z.string(),
  /** The plan of the period paid last (set by the invoice grant); differs from planId after a change. */
  periodPlanId: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Unix seconds, read from the subscription items (where the pinned API keeps period dates). */
  currentPeriodStart: z.number().int(),
  currentPeriodEnd: z.number().int(),
  cancelAtPeriodEnd: z.boolean(),
  /** Unix seconds; set once Stripe ended the subscription. */
  endedAt: z.number().int().nullable(),
  province: provinceSchema,
  /** The last invoice that granted credits, and its receipt. */
  lastInvoiceId: z.string().nullable(),
  /** When our copy was read from Stripe (ms): a slower, older read never overwrites a newer one. */
  syncedAtMs: z.number().int(),
  updatedAt: timestampLike,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const INVOICE_BILLING_REASONS = ['subscription_create', 'subscription_cycle'] as const;

/**
 * invoices/{in_…}: one paid subscription invoice and what it granted, under Stripe's id, so the
 * webhook, its retries and the success page all land on one document: an existing one is "done".
 */
export const invoiceSchema = z.object({
  userId: z.string(),
  subscriptionId: z.string(),
  planId: z.string(),
  billingReason: z.enum(INVOICE_BILLING_REASONS),
  credits: z.number().int().min(0),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  province: provinceSchema,
  subtotalCents: z.number().int().min(0),
  taxes: z.array(taxLineSchema),
  totalCents: z.number().int().min(0),
  currency: z.literal('cad'),
  status: z.literal('paid'),
  receiptId: z.string().nullable(),
  /**
   * When Stripe marked the invoice paid: the moment the revenue statistics count it at. Optional
   * because invoices granted before it was kept have only createdAt (the grant, seconds later).
   */
  paidAt: timestampLike.optional(),
  createdAt: timestampLike,
});
export type Invoice = z.infer<typeof invoiceSchema>;
