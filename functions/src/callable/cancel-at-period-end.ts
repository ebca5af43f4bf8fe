import { cancelRefusal } from '@tasklane/domain';
import { defineCallable } from '../lib/callable.js';
import { auditSubscription, planAccount, refuse, stateOf, storedSubscription } from '../lib/subscriptions/access.js';
import { setCancelAtPeriodEnd } from '../lib/subscriptions/cancel.js';
import { STRIPE_SECRETS } from '../services/stripe.js';

/** Shared by cancel and resume: flips Stripe's cancel_at_period_end on the caller's subscription. */
async function ownerSetsCancel(uid: string, cancel: boolean, wanted: string | undefined) {
  const { accountId } = await planAccount(uid, wanted);
  const current = await storedSubscription(accountId);
  const refusal = cancelRefusal(current, cancel);
  if (refusal || !current) refuse(refusal ?? 'no_subscription');
  const synced = await setCancelAtPeriodEnd(current.subscriptionId, cancel);
  await auditSubscription(
    uid,
    cancel ? 'subscription_cancel_requested' : 'subscription_resumed',
    current.subscriptionId,
    { planId: current.planId, periodEnd: current.currentPeriodEnd },
  );
  return stateOf(synced.subscription);
}

/** Stops renewal at the end of the paid period; the plan and its credits stay until then. */
export const cancelAtPeriodEnd = defineCallable(
  'cancelAtPeriodEnd',
  'user',
  async ({ accountId }, { uid }) => ownerSetsCancel(uid, true, accountId),
  { secrets: STRIPE_SECRETS },
);

/** Undoes a cancellation while the paid period lasts. */
export const resumeSubscription = defineCallable(
  'resumeSubscription',
  'user',
  async ({ accountId }, { uid }) => ownerSetsCancel(uid, false, accountId),
  { secrets: STRIPE_SECRETS },
);
