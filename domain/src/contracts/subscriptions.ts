import { z } from 'zod';
import { checkoutLocale } from './payments.js';
import { SUBSCRIPTION_STATUSES } from '../schemas/subscription.js';
import { accountIdField } from '../schemas/team.js';

// Monthly plans (Stripe subscriptions). Each acts on the caller's own subscription only; refusals
// carry a `reason` code in the error details, which the web translates.
const planIdField = z.string().trim().min(1, 'plan_required').max(40, 'plan_required');
const subscriptionState = z.object({
  planId: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.number(),
});
export const subscriptionsContracts = {
  startSubscription: {
    /** `accountId`: a team's plan (its owners only). */
    input: z.object({ planId: planIdField, locale: checkoutLocale, accountId: accountIdField }),
    output: z.object({ url: z.string(), sessionId: z.string() }),
  },
  /** The success page's check: syncs the subscription and grants its first invoice, as the webhook does. */
  confirmSubscription: {
    input: z.object({ sessionId: z.string().trim().min(1, 'session_required').max(255, 'session_required') }),
    output: z.object({
      status: z.enum(['active', 'pending', 'failed']),
      planId: z.string().nullable(),
      credits: z.number(),
      invoiceId: z.string().nullable(),
      receiptId: z.string().nullable(),
    }),
  },
  /** Takes effect at the next renewal: the period already paid keeps its plan and credits. */
  changePlan: {
    input: z.object({ planId: planIdField, accountId: accountIdField }),
    output: subscriptionState,
  },
  cancelAtPeriodEnd: {
    input: z.object({ accountId: accountIdField }).strict(),
    output: subscriptionState,
  },
  resumeSubscription: {
    input: z.object({ accountId: accountIdField }).strict(),
    output: subscriptionState,
  },
  /** Where the customer updates their card: Stripe's customer portal (locally, the stand-in's page). */
  openBillingPortal: {
    input: z.object({ locale: checkoutLocale, accountId: accountIdField }),
    output: z.object({ url: z.string() }),
  },
};
