import { isLiveSubscription, type Invoice, type Subscription, type WithId } from '@tasklane/domain';

/** A plan's first paid period, as granted: the plan, its credits and the receipt. */
export interface Granted {
  planId: string;
  credits: number;
  receiptId: string | null;
}

/** What the success page's server call has said about its checkout so far. */
export type Confirmation =
  /** No answer yet: the first call is under way, or a call timed out and is being retried. */
  | { kind: 'asking' }
  /** Stripe is still settling the first invoice (or the calls gave up without an answer). */
  | { kind: 'pending' }
  | ({ kind: 'active' } & Granted)
  /** The checkout expired unpaid: nothing was charged. */
  | { kind: 'failed' }
  /** This customer has no such checkout. */
  | { kind: 'unknown' };

export type SuccessView =
  | { kind: 'granted'; granted: Granted }
  | { kind: 'failed' }
  | { kind: 'unknown' }
  | { kind: 'pending' }
  | { kind: 'confirming' };

/**
 * The first invoice of the customer's live plan, once it is granted (by Stripe's webhook or by the
 * page's own call, whichever comes first). A customer has one live plan at most, so the newest
 * invoice being that plan's `subscription_create` one means the checkout just paid is settled; after
 * a renewal the newest invoice is a `subscription_cycle` one and an old success link no longer
 * matches.
 */
export function firstGrant(
  subscription: Subscription | undefined,
  newest: WithId<Invoice> | undefined,
): Granted | null {
  if (!subscription || !newest || !isLiveSubscription(subscription.status)) return null;
  if (newest.billingReason !== 'subscription_create' || newest.subscriptionId !== subscription.subscriptionId)
    return null;
  return { planId: newest.planId, credits: newest.credits, receiptId: newest.receiptId };
}

/**
 * What the page shows. A definite answer from the server wins; otherwise the live first grant
 * does, so a slow or timed-out call (a cold server, a busy network) never hides credits that the
 * webhook has already added.
 */
export function successView(confirmation: Confirmation, live: Granted | null): SuccessView {
  if (confirmation.kind === 'active')
    return {
      kind: 'granted',
      granted: { planId: confirmation.planId, credits: confirmation.credits, receiptId: confirmation.receiptId },
    };
  if (confirmation.kind === 'failed' || confirmation.kind === 'unknown') return { kind: confirmation.kind };
  if (live) return { kind: 'granted', granted: live };
  return confirmation.kind === 'pending' ? { kind: 'pending' } : { kind: 'confirming' };
}

/** Callable error codes that are a definite "no such checkout for you"; any other is retried. */
export const DEFINITE_FAILURES: ReadonlySet<string> = new Set([
  'not-found',
  'invalid-argument',
  'permission-denied',
  'unauthenticated',
]);
