import { planById, planChangeRefusal } from '@tasklane/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable.js';
import { readSettings } from '../lib/settings.js';
import { auditSubscription, planAccount, refuse, stateOf, storedSubscription } from '../lib/subscriptions/access.js';
import { syncSubscription } from '../lib/subscriptions/sync.js';
import { STRIPE_SECRETS, stripe } from '../services/stripe.js';

/**
 * Moves the caller's subscription to another plan from the next renewal: Stripe swaps the price
 * without proration, so nothing is charged now, the paid period keeps its credits, and the next
 * invoice bills (and grants) the new plan.
 */
export const changePlan = defineCallable(
  'changePlan',
  'user',
  async ({ planId, accountId: wanted }, { uid }) => {
    const userId = uid;
    const { accountId } = await planAccount(userId, wanted);
    const plan = planById(await readSettings(), planId);
    if (!plan) throw new HttpsError('invalid-argument', 'Invalid input', { fields: { planId: 'plan_unknown' } });
    if (!plan.stripePriceId) refuse('plan_unavailable');
    const current = await storedSubscription(accountId);
    const refusal = planChangeRefusal(current, plan.id);
    if (refusal || !current) refuse(refusal ?? 'no_subscription');
    const sub = await stripe().subscriptions.retrieve(current.subscriptionId);
    const item = sub.items.data[0];
    if (!item) throw new Error(`Subscription ${sub.id} has no item`);
    await stripe().subscriptions.update(
      sub.id,
      {
        items: [{ id: item.id, price: plan.stripePriceId }],
        proration_behavior: 'none',
        metadata: { planId: plan.id },
      },
      { idempotencyKey: `tasklane-plan-${sub.id}-${item.price.id}-${plan.stripePriceId}` },
    );
    const synced = await syncSubscription(sub.id);
    await auditSubscription(userId, 'subscription_plan_changed', sub.id, {
      from: current.planId,
      to: plan.id,
      effectiveFrom: current.currentPeriodEnd,
    });
    return stateOf(synced.subscription);
  },
  { secrets: STRIPE_SECRETS },
);
