import { isProvince, quoteCheckout, UnknownPackError, type CheckoutDraft, type CheckoutOrder } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable.js';
import { assertTermsAccepted } from '../lib/consents.js';
import { returnOrigin } from '../lib/return-origin.js';
import { readSettings } from '../lib/settings.js';
import { STRIPE_SECRETS, stripe } from '../services/stripe.js';
import { requireTeamRole } from '../lib/teams.js';
import { customerFor } from '../lib/payments/customer.js';
import { taxRateFor } from '../lib/payments/tax-rates.js';
import { taskIdFor } from '../lib/submission/task-id.js';
import { col } from '../lib/collections.js';
import { refuseCardAwaitingApproval } from '../lib/approvals/request.js';

/**
 * Starts a Stripe Checkout for a credit pack or for one task paid by card, priced from the
 * settings with the taxes of the customer's province. The order is kept server-side in
 * checkoutDrafts/{id}; fulfilment reads it from there once Stripe says the session is paid.
 */
export const createCheckoutSession = defineCallable(
  'createCheckoutSession',
  'user',
  async (input, { uid, request }) => {
    const userId = uid;
    const profileSnap = await col.profile(userId).get();
    // A pack bought in a team space is the team's: only its owners buy, it is taxed by the
    // team's billing province and its receipt names the team's legal name and address. A task paid
    // by card in a team space is the team's the same way, and any member may submit one (it spends
    // no credits, so no cap applies).
    const wantsTeam = input.accountId !== undefined && input.accountId !== userId;
    const team = wantsTeam
      ? await requireTeamRole(
          userId,
          input.accountId as string,
          input.kind === 'pack' ? ['owner'] : ['owner', 'member'],
        )
      : null;
    const accountId = team?.accountId ?? userId;
    // The current terms, accepted by the person paying, before any draft or Stripe session.
    await assertTermsAccepted(userId);
    // A card task meets the submission service's gates (OrderRules: terms, a team's approval rule)
    // here, before the customer pays: its fulfilment cannot refuse an order already paid.
    const province = team ? team.team.province : (profileSnap.get('province') as unknown);
    if (!isProvince(province)) {
      throw new HttpsError('failed-precondition', 'Billing province required', { reason: 'province_required' });
    }
    const email = profileSnap.get('email') as string | undefined;
    const profile = team
      ? { name: team.team.legalName, email, locale: input.locale }
      : { name: profileSnap.get('name') as string | undefined, email, locale: input.locale };
    const settings = await readSettings();
    const order: CheckoutOrder =
      input.kind === 'pack' ? { kind: 'pack', packId: input.packId } : { kind: 'task', task: input.task };
    let quote;
    try {
      quote = quoteCheckout(order, settings, province, new Date());
    } catch (err) {
      if (err instanceof UnknownPackError)
        throw new HttpsError('invalid-argument', 'Invalid input', { fields: { packId: 'pack_unknown' } });
      throw err;
    }

    // A member's card task the team's approval rule catches is refused before Stripe: they may ask
    // for approval instead (paid with the team's credits once approved).
    if (team && input.kind === 'task' && quote.priceCredits !== undefined)
      refuseCardAwaitingApproval(team, quote.priceCredits);

    // A card task's draft id is its future task id (from the request id, as submitTask does),
    // so a retried or repeated checkout for the same brief never makes a second task.
    const taskId = input.kind === 'task' ? taskIdFor(userId, input.requestId) : null;
    const draftRef = taskId ? col.checkoutDrafts().doc(taskId) : col.checkoutDrafts().doc();
    const previous = taskId ? await draftRef.get() : null;
    const before = previous?.exists ? previous.data() : undefined;
    if (before && before.userId !== userId)
      throw new HttpsError('invalid-argument', 'Invalid input', { fields: { requestId: 'request_id_required' } });
    if (before?.status === 'paid')
      throw new HttpsError('failed-precondition', 'This task is already paid', { reason: 'already_paid', taskId });
    if (before?.sessionId && before.status === 'open') {
      // Trying again after a cancel: close the old session so only the new one can be paid.
      await stripe()
        .checkout.sessions.expire(before.sessionId)
        .catch(() => undefined);
    }

    const draft: CheckoutDraft = {
      userId,
      accountId,
      ...(team ? { billTo: { name: team.team.legalName, address: team.team.address } } : {}),
      kind: input.kind,
      packId: input.kind === 'pack' ? input.packId : null,
      credits: quote.credits,
      task: input.kind === 'task' ? input.task : null,
      taskId,
      requestId: input.kind === 'task' ? input.requestId : null,
      ...(input.kind === 'task' ? { priceCredits: quote.priceCredits } : {}),
      description: quote.description,
      ...(quote.lines ? { lines: quote.lines } : {}),
      province,
      subtotalCents: quote.subtotalCents,
      taxes: quote.taxes,
      totalCents: quote.totalCents,
      locale: input.locale,
      sessionId: null,
      status: 'open',
      paymentId: null,
      createdAt: FieldValue.serverTimestamp() as never,
      updatedAt: FieldValue.serverTimestamp() as never,
    };
    // Written before the session exists, so even the fastest webhook finds the order.
    await draftRef.set(draft);

    // The team is its own Stripe customer (keyed by its id, as a person's is by their uid).
    const customer = await customerFor(accountId, profile);
    const taxRates = await Promise.all(quote.taxes.map((t) => taxRateFor(province, t.code, t.rateBps)));
    const metadata = {
      uid: userId,
      draftId: draftRef.id,
      kind: input.kind,
      ...(team ? { accountId } : {}),
      ...(taskId ? { taskId } : {}),
      ...(input.kind === 'pack' ? { packId: input.packId } : {}),
    };
    const origin = returnOrigin(request);
    const attempt = (before?.sessionId ? `${before.sessionId}` : 'first').slice(-12);
    const session = await stripe().checkout.sessions.create(
      {
        mode: 'payment',
        customer,
        client_reference_id: userId,
        locale: input.locale === 'fr' ? 'fr-CA' : 'en',
        currency: 'cad',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'cad',
              unit_amount: quote.subtotalCents,
              product_data: { name: quote.description[input.locale] },
            },
            tax_rates: taxRates,
          },
        ],
        metadata,
        payment_intent_data: { metadata },
        success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/payment-cancelled?draft=${draftRef.id}`,
      },
      { idempotencyKey: `tasklane-checkout-${draftRef.id}-${attempt}` },
    );
    if (!session.url) throw new Error('Stripe returned a session without a URL');
    await draftRef.update({ sessionId: session.id, updatedAt: FieldValue.serverTimestamp() });
    return { url: session.url, sessionId: session.id, draftId: draftRef.id };
  },
  { secrets: STRIPE_SECRETS },
);
