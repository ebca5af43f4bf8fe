import type { Locale } from './constants.js';
import { isLiveSubscription, type Subscription } from './schemas/subscription.js';
import type { PublicSettings } from './settings/schema.js';
import { cadToCents, computeTaxes, type Province, type TaxLine } from './tax.js';

export type Plan = PublicSettings['plans'][number];

export class UnknownPlanError extends Error {}

export function planById(settings: Pick<PublicSettings, 'plans'>, planId: string): Plan | undefined {
  return settings.plans.find((p) => p.id === planId);
}

/** The plan a Stripe Price bills, from the settings (the price id is the only link Stripe gives back). */
export function planByPriceId(settings: Pick<PublicSettings, 'plans'>, priceId: string): Plan | undefined {
  return settings.plans.find((p) => p.stripePriceId === priceId);
}

export interface PlanQuote {
  description: Record<Locale, string>;
  credits: number;
  subtotalCents: number;
  taxes: TaxLine[];
  totalCents: number;
}

/** One month of a plan with the taxes of `province` in force at `at`, in cents. */
export function quotePlan(plan: Plan, province: Province, at: Date, billedSubtotalCents?: number): PlanQuote {
  // A receipt states what Stripe billed (its Price), which outlives a later change of the price in
  // the settings; a checkout quotes the settings' price.
  const subtotalCents = billedSubtotalCents ?? cadToCents(plan.priceCadPerMonth);
  const taxes = computeTaxes(province, subtotalCents, at);
  const name = plan.id.charAt(0).toUpperCase() + plan.id.slice(1);
  return {
    description: {
      en: `Tasklane ${name} plan: ${plan.creditsPerMonth} credits for one month`,
      fr: `Forfait Tasklane ${name} : ${plan.creditsPerMonth} crédits pour un mois`,
    },
    credits: plan.creditsPerMonth,
    subtotalCents,
    taxes: taxes.lines,
    totalCents: taxes.totalCents,
  };
}

type SyncState = Pick<Subscription, 'subscriptionId' | 'status' | 'syncedAtMs' | 'currentPeriodStart'>;

/**
 * Whether a fresh read of a Stripe subscription may replace the stored copy. Webhooks arrive in
 * any order and concurrently, so two handlers can read Stripe at different moments and commit in
 * the other order: the read that started later wins. A customer has one plan at a time, so an
 * event about another subscription (an old, ended one) never replaces a live plan.
 */
export function shouldStoreSubscription(existing: SyncState | null | undefined, incoming: SyncState): boolean {
  if (!existing) return true;
  if (existing.subscriptionId === incoming.subscriptionId) return incoming.syncedAtMs >= existing.syncedAtMs;
  if (isLiveSubscription(existing.status)) return false;
  return isLiveSubscription(incoming.status) || incoming.currentPeriodStart >= existing.currentPeriodStart;
}

/**
 * A second plan: a live subscription other than the customer's stored live one. A customer has at
 * most one plan, so such a subscription (two checkouts paid at once, or one made outside the app)
 * is cancelled and refunded rather than stored, and it grants nothing.
 */
export function isDuplicatePlan(
  existing: Pick<Subscription, 'subscriptionId' | 'status'> | null | undefined,
  incoming: Pick<Subscription, 'subscriptionId' | 'status'>,
): boolean {
  return (
    !!existing &&
    isLiveSubscription(existing.status) &&
    isLiveSubscription(incoming.status) &&
    existing.subscriptionId !== incoming.subscriptionId
  );
}

/**
 * Why a subscription callable refuses, as codes the web translates. 'checkout_in_progress': another
 * request of the same customer is opening a checkout at this moment (a double click, two tabs).
 */
export type SubscriptionRefusal =
  | 'already_subscribed'
  | 'no_subscription'
  | 'same_plan'
  | 'plan_unavailable'
  | 'not_cancelling'
  | 'already_cancelling'
  | 'subscription_ended'
  | 'checkout_in_progress';

/** What a plan change may do now: a live, not-yet-cancelling subscription to another plan. */
export function planChangeRefusal(
  current: Pick<Subscription, 'status' | 'planId' | 'cancelAtPeriodEnd'> | null | undefined,
  planId: string,
): SubscriptionRefusal | null {
  if (!current || !isLiveSubscription(current.status)) return 'no_subscription';
  if (current.cancelAtPeriodEnd) return 'already_cancelling';
  if (current.planId === planId) return 'same_plan';
  return null;
}

export function cancelRefusal(
  current: Pick<Subscription, 'status' | 'cancelAtPeriodEnd'> | null | undefined,
  cancel: boolean,
): SubscriptionRefusal | null {
  if (!current || !isLiveSubscription(current.status)) return 'no_subscription';
  if (cancel && current.cancelAtPeriodEnd) return 'already_cancelling';
  if (!cancel && !current.cancelAtPeriodEnd) return 'not_cancelling';
  return null;
}
