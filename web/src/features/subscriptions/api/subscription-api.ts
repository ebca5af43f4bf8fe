import type { CallableInput } from '@tasklane/domain';
import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLiveDoc, useLiveQuery } from '../../../lib/data/live';
import { call, callableError } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';

/** The account's plan (a person's uid or a team's id), live (absent until it first subscribes). */
export function useSubscription(accountId: string) {
  const db = useFirestore();
  return useLiveDoc(`subscription/${accountId}`, webRefs.subscription(db, accountId));
}

/** The account's invoices query, newest period first (an invoice's userId is its account; the rules need the filter). */
export function invoicesQuery(db: Firestore, accountId: string, max: number) {
  return query(webRefs.invoices(db), where('userId', '==', accountId), orderBy('periodStart', 'desc'), limit(max));
}

/** The account's paid plan invoices, live. */
export function useInvoices(accountId: string, max: number) {
  const db = useFirestore();
  return useLiveQuery(`invoices/${accountId}/${max}`, invoicesQuery(db, accountId, max));
}

/** A team's plan calls carry its id; a person's carry nothing. */
const team = (teamId?: string | null) => (teamId ? { accountId: teamId } : {});

/** Starts Stripe Checkout for a plan; the caller sends the browser to the returned URL. */
export const startSubscription = (input: CallableInput<'startSubscription'>) => call('startSubscription', input);
/** The success page's check: the same grant as Stripe's invoice.paid webhook. */
export const confirmSubscription = (sessionId: string) => call('confirmSubscription', { sessionId });
export const changePlan = (planId: string, teamId?: string | null) => call('changePlan', { planId, ...team(teamId) });
export const cancelAtPeriodEnd = (teamId?: string | null) => call('cancelAtPeriodEnd', { ...team(teamId) });
export const resumeSubscription = (teamId?: string | null) => call('resumeSubscription', { ...team(teamId) });
export const openBillingPortal = (locale: 'en' | 'fr', teamId?: string | null) =>
  call('openBillingPortal', { locale, ...team(teamId) });

/** Receipt PDFs come from the server; one download for every screen that lists them. */
export { downloadReceipt } from '../../../lib/receipt-download';

export const SUBSCRIPTION_FAILURES = [
  'province_required',
  'already_subscribed',
  'no_subscription',
  'same_plan',
  'plan_unavailable',
  'not_cancelling',
  'already_cancelling',
  'checkout_in_progress',
  'unknown',
] as const;
export type SubscriptionFailure = (typeof SUBSCRIPTION_FAILURES)[number];

/** Why a plan action was refused, from the callable error's reason code. */
export function subscriptionFailure(err: unknown): SubscriptionFailure {
  const reason = callableError(err).reason;
  return SUBSCRIPTION_FAILURES.find((r) => r === reason) ?? 'unknown';
}
