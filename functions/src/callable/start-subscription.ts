import { isLiveSubscription, isProvince, planById, quotePlan } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { returnOrigin } from '../lib/return-origin.js';
import { stripeCustomersRef } from '../lib/payments/refs.js';
import { readSettings } from '../lib/settings.js';
import { auditSubscription, refuse, storedSubscription } from '../lib/subscriptions/access.js';
import { STRIPE_SECRETS, stripe } from '../services/stripe.js';
import { customerFor, taxRateFor } from './create-checkout-session.js';

/**
 * Starts a Stripe Checkout in subscription mode for one plan: the plan's Stripe Price from the
 * settings, the tax rates of the customer's province, their one Stripe customer. A customer with a
 * live plan is refused (they change plan instead), and a new checkout expires the previous open
 * one, so two tabs cannot end in two subscriptions.
 */
export const startSubscription = defineCallable(
  'startSubscription',
  'user',
  async ({ planId, locale }, { uid, request }) => {
    const userId = uid;
    const profileSnap = await db.collection('profiles').doc(userId).get();
    const province = profileSnap.get('province') as unknown;
    if (!isProvince(province)) throw new HttpsError('failed-precondition', 'Billing province required', { reason: 'province_required' });
    const settings = await readSettings();
    const plan = planById(settings, planId);
    if (!plan) throw new HttpsError('invalid-argument', 'Invalid input', { fields: { planId: 'plan_unknown' } });
    if (!plan.stripePriceId) refuse('plan_unavailable');
    const current = await storedSubscription(userId);
    if (current && isLiveSubscription(current.status)) refuse('already_subscribed');

    const customer = await customerFor(userId, { name: profileSnap.get('name') as string | undefined, email: profileSnap.get('email') as string | undefined, locale });
    const quote = quotePlan(plan, province, new Date());
    const taxRates = await Promise.all(quote.taxes.map((t) => taxRateFor(province, t.code, t.rateBps)));
    const stateRef = stripeCustomersRef().doc(userId);
    const previous = (await stateRef.get()).get('subscriptionSessionId') as unknown;
    if (typeof previous === 'string') await stripe().checkout.sessions.expire(previous).catch(() => undefined);

    const origin = returnOrigin(request);
    const session = await stripe().checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: userId,
      locale: locale === 'fr' ? 'fr-CA' : 'en',
      line_items: [{ price: plan.stripePriceId, quantity: 1, tax_rates: taxRates }],
      // The uid and province travel on the subscription, so every later event finds its customer.
      subscription_data: { metadata: { uid: userId, planId: plan.id, province } },
      metadata: { uid: userId, kind: 'subscription', planId: plan.id },
      success_url: `${origin}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/subscription-cancelled?plan=${encodeURIComponent(plan.id)}`,
    });
    if (!session.url) throw new Error('Stripe returned a session without a URL');
    await stateRef.set({ subscriptionSessionId: session.id, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    await auditSubscription(userId, 'subscription_checkout_started', session.id, { planId: plan.id, totalCents: quote.totalCents });
    return { url: session.url, sessionId: session.id };
  },
  { secrets: STRIPE_SECRETS },
);
