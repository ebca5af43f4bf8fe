import { defineCallable } from '../lib/callable.js';
import { returnOrigin } from '../lib/return-origin.js';
import { planAccount, refuse } from '../lib/subscriptions/access.js';
import { STRIPE_SECRETS, stripe } from '../services/stripe.js';
import { col } from '../lib/collections.js';

/**
 * A customer portal session for the caller's own Stripe customer, where they update their card
 * (Stripe's portal in production, the stand-in's page locally); it returns to /subscription.
 */
export const openBillingPortal = defineCallable(
  'openBillingPortal',
  'user',
  async ({ locale, accountId: wanted }, { uid, request }) => {
    // A team's card is its owners' to change.
    const { accountId } = await planAccount(uid, wanted);
    const customerId = (await col.stripeCustomers().doc(accountId).get()).get('customerId') as unknown;
    if (typeof customerId !== 'string') refuse('no_subscription');
    const origin = returnOrigin(request);
    const session = await stripe().billingPortal.sessions.create({
      customer: customerId,
      return_url: `${origin}/subscription`,
      locale: locale === 'fr' ? 'fr-CA' : 'en',
    });
    return { url: session.url };
  },
  { secrets: STRIPE_SECRETS },
);
