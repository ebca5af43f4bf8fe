import { SUBSCRIPTION_STATUSES, isLiveSubscription, isProvince, planById, quotePlan } from '@tasklane/domain';
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { assertTermsAccepted } from '../lib/consents.js';
import { returnOrigin } from '../lib/return-origin.js';
import { readSettings } from '../lib/settings.js';
import { auditSubscription, planAccount, refuse } from '../lib/subscriptions/access.js';
import { stripeIdOf } from '../lib/subscriptions/sync.js';
import { STRIPE_SECRETS, stripe } from '../services/stripe.js';
import { customerFor } from '../lib/payments/customer.js';
import { taxRateFor } from '../lib/payments/tax-rates.js';
import { col } from '../lib/collections.js';

/**
 * How long one request holds the customer's plan slot while it opens a checkout: longer than a
 * callable may run (60 s), so a live request never loses it, and short enough that one killed
 * mid-way frees it soon.
 */
const SLOT_CLAIM_MS = 90_000;

/**
 * Starts a Stripe Checkout in subscription mode for one plan: the plan's Stripe Price from the
 * settings, the tax rates of the customer's province, their one Stripe customer.
 *
 * A customer has at most one plan, so only one checkout of theirs may be payable at a time. The
 * request first claims the customer's plan slot (stripeCustomers/{uid}) in a transaction that
 * also reads the stored plan: a live plan is refused (they change plan instead), and so is a
 * second request while the first is opening its checkout (a double click, two tabs). The holder
 * then expires the previous open checkout; if Stripe says that one was paid meanwhile and its
 * subscription is live (the webhook has not stored it yet), the customer is subscribed and the
 * new checkout is refused. Only then is the new session made and recorded as the open one.
 */
export const startSubscription = defineCallable(
  'startSubscription',
  'user',
  async ({ planId, locale, accountId: wanted }, { uid, request }) => {
    const userId = uid;
    // A team's plan: its owners only, taxed by the team's billing province; the plan, its Stripe
    // customer and its slot are keyed by the team's id as a person's are by their uid.
    const { accountId, team } = await planAccount(userId, wanted);
    await assertTermsAccepted(userId);
    const profileSnap = await col.profile(userId).get();
    const province = team ? team.province : (profileSnap.get('province') as unknown);
    if (!isProvince(province))
      throw new HttpsError('failed-precondition', 'Billing province required', { reason: 'province_required' });
    const settings = await readSettings();
    const plan = planById(settings, planId);
    if (!plan) throw new HttpsError('invalid-argument', 'Invalid input', { fields: { planId: 'plan_unknown' } });
    if (!plan.stripePriceId) refuse('plan_unavailable');

    const stateRef = col.stripeCustomers().doc(accountId);
    const claimId = randomUUID();
    const claim = await db.runTransaction(async (tx) => {
      const [current, state] = await Promise.all([tx.get(col.subscriptions().doc(accountId)), tx.get(stateRef)]);
      const stored = current.data();
      if (stored && isLiveSubscription(stored.status)) return { refused: 'already_subscribed' as const };
      const held = state.get('subscriptionClaim') as { id?: unknown; untilMs?: unknown } | undefined;
      if (typeof held?.untilMs === 'number' && held.untilMs > Date.now())
        return { refused: 'checkout_in_progress' as const };
      tx.set(
        stateRef,
        {
          subscriptionClaim: { id: claimId, untilMs: Date.now() + SLOT_CLAIM_MS },
          updatedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      );
      const previous = state.get('subscriptionSessionId') as unknown;
      return { refused: null, previous: typeof previous === 'string' ? previous : null };
    });
    if (claim.refused) refuse(claim.refused);

    try {
      if (claim.previous && (await previousCheckoutPaid(claim.previous))) refuse('already_subscribed');
      const email = profileSnap.get('email') as string | undefined;
      const customer = await customerFor(accountId, {
        name: team ? team.legalName : (profileSnap.get('name') as string | undefined),
        email,
        locale,
      });
      const quote = quotePlan(plan, province, new Date());
      const taxRates = await Promise.all(quote.taxes.map((t) => taxRateFor(province, t.code, t.rateBps)));
      const origin = returnOrigin(request);
      const session = await stripe().checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: userId,
        locale: locale === 'fr' ? 'fr-CA' : 'en',
        line_items: [{ price: plan.stripePriceId, quantity: 1, tax_rates: taxRates }],
        // The account and province travel on the subscription, so every later event finds its
        // customer; a team's also names the owner who bought it (receipts' e-mail, notices).
        subscription_data: {
          metadata: { uid: accountId, planId: plan.id, province, ...(team ? { actor: userId } : {}) },
        },
        metadata: { uid: accountId, kind: 'subscription', planId: plan.id, ...(team ? { actor: userId } : {}) },
        success_url: `${origin}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/subscription-cancelled?plan=${encodeURIComponent(plan.id)}`,
      });
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      const recorded = await db.runTransaction(async (tx) => {
        const state = await tx.get(stateRef);
        if ((state.get('subscriptionClaim.id') as unknown) !== claimId) return false;
        tx.set(
          stateRef,
          {
            subscriptionSessionId: session.id,
            subscriptionClaim: FieldValue.delete(),
            updatedAt: FieldValue.serverTimestamp(),
          },
          { merge: true },
        );
        return true;
      });
      if (!recorded) {
        // The slot lapsed and another request took it: this session was never shown to anyone.
        await stripe().checkout.sessions.expire(session.id);
        refuse('checkout_in_progress');
      }
      await auditSubscription(userId, 'subscription_checkout_started', session.id, {
        planId: plan.id,
        totalCents: quote.totalCents,
        ...(team ? { accountId } : {}),
      });
      return { url: session.url, sessionId: session.id };
    } catch (err) {
      // Refused or failed: the slot is freed at once, so the customer may try again.
      await releaseClaim(stateRef, claimId).catch(() => undefined);
      throw err;
    }
  },
  { secrets: STRIPE_SECRETS },
);

/**
 * Closes the customer's previous checkout so it can no longer be paid. True when it cannot be
 * closed because it was paid and its subscription still bills: the customer has a plan, even if
 * the webhook has not stored it yet. An expired or abandoned one is simply replaced.
 */
async function previousCheckoutPaid(sessionId: string): Promise<boolean> {
  try {
    await stripe().checkout.sessions.expire(sessionId);
    return false;
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    // Unknown to Stripe (a local stand-in restarted since): nothing left that could be paid.
    if (status === 404) return false;
    // Only an open session can be expired: read what became of this one.
    if (status !== 400) throw err;
  }
  const session = await stripe().checkout.sessions.retrieve(sessionId);
  if (session.status === 'open') throw new Error(`Checkout session ${sessionId} could not be expired`);
  const subscriptionId = session.status === 'complete' ? stripeIdOf(session.subscription) : null;
  if (!subscriptionId) return false;
  const subscription = await stripe().subscriptions.retrieve(subscriptionId);
  const status = SUBSCRIPTION_STATUSES.find((x) => x === subscription.status);
  return status !== undefined && isLiveSubscription(status);
}

function releaseClaim(ref: FirebaseFirestore.DocumentReference, claimId: string): Promise<void> {
  return db.runTransaction(async (tx) => {
    const state = await tx.get(ref);
    if ((state.get('subscriptionClaim.id') as unknown) === claimId)
      tx.update(ref, { subscriptionClaim: FieldValue.delete(), updatedAt: FieldValue.serverTimestamp() });
  });
}
