import {
  cadToCents,
  creditsToReserve,
  isProvince,
  quoteCardCharge,
  quoteCardRaiseCharge,
  quoteRaiseOpen,
  type CheckoutDraft,
  type Quote,
} from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { assertTermsAccepted } from '../lib/consents.js';
import { returnOrigin } from '../lib/return-origin.js';
import { refuseCardAwaitingApproval } from '../lib/approvals/request.js';
import { acceptQuoteWithCredits, raisePaidOtherWay, refusal } from '../lib/quotes/accept-credits.js';
import { readCustomerQuote } from '../lib/quotes/read.js';
import { quotePayer } from '../lib/quotes/spending.js';
import { readSettings } from '../lib/settings.js';
import { STRIPE_SECRETS, stripe } from '../services/stripe.js';
import { customerFor } from '../lib/payments/customer.js';
import { taxRateFor } from '../lib/payments/tax-rates.js';
import { col } from '../lib/collections.js';

/**
 * The customer accepts the current version, which freezes a copy of it: the price can no longer
 * change. With credits, ⌈NTE ÷ credit price⌉ credits are reserved in the same transaction, so two
 * accepts at once make one reservation (the second finds the quote accepted). By card, a Checkout
 * for NTE + tax opens; the quote is accepted when Stripe says it is paid (webhook or the return
 * page). The Checkout session is made with an idempotency key from the quote and version, so
 * concurrent or repeated accepts get the same session and the customer can only pay once.
 * A higher ceiling is accepted the way the quote was paid: the extra credits are held, or a second
 * Checkout charges only the difference plus its tax (in the province billed the first time); the
 * ceiling rises only when that payment is fulfilled.
 */
export const acceptQuote = defineCallable(
  'acceptQuote',
  'user',
  async ({ quoteId, version, paymentMethod, locale }, { uid, request }) => {
    const userId = uid;
    // The current terms, accepted by the person accepting, whichever way they pay.
    await assertTermsAccepted(userId);
    if (paymentMethod === 'credits') {
      return db.runTransaction((tx) => acceptQuoteWithCredits(tx, { quoteId, version, userId }));
    }

    // By card. Read the quote and the billing province first; Stripe is called outside transactions.
    const [{ quote, payer }, profileSnap] = await Promise.all([
      db.runTransaction(async (tx) => {
        const snap = await readCustomerQuote(tx, quoteId, userId);
        return { quote: snap.quote, payer: await quotePayer(tx, userId, snap.quote) };
      }),
      col.profile(userId).get(),
    ]);
    // A team's quote is paid for the team: taxed by its billing province, the receipt in its
    // legal name and address, its own Stripe customer (as a card task in a team space).
    const team = payer.kind === 'team' ? payer.team : null;
    const refused = refusal(quote, version, Date.now());
    if (refused) throw refused;
    // Past refusal(), an accepted quote here means an open higher ceiling.
    const raise = quote.accepted;
    if (raise && raise.paymentMethod !== 'card') throw raisePaidOtherWay(raise);
    // The team's approval rule, counted in credits at today's price (the difference, for a raise).
    const creditPriceCents = cadToCents((await readSettings()).creditPriceCad);
    const nteNow = (quote.versions.at(-1) as Quote['versions'][number]).nteCents;
    const asCredits =
      creditsToReserve(nteNow, creditPriceCents) -
      (raise ? creditsToReserve(raise.version.nteCents, creditPriceCents) : 0);
    refuseCardAwaitingApproval(payer, Math.max(0, asCredits));
    const draftRef = col.checkoutDrafts().doc(`quote_${quoteId}_v${version}`);
    const before = (await draftRef.get()).data();
    // The session already opened for this version, while Stripe still takes payments on it.
    if (
      quote.checkout?.version === version &&
      before?.status === 'open' &&
      before.sessionId === quote.checkout.sessionId
    ) {
      return { status: 'checkout' as const, reservedCredits: 0, balance: null, url: quote.checkout.url };
    }
    // A raise is taxed in the province billed for the first payment, so one settlement covers both.
    const province = (raise?.province ?? (team ? team.province : profileSnap.get('province'))) as unknown;
    if (!isProvince(province))
      throw new HttpsError('failed-precondition', 'Billing province required', { reason: 'province_required' });

    const current = quote.versions.at(-1) as Quote['versions'][number];
    const charge = raise
      ? quoteCardRaiseCharge({ ...raise, province }, current.nteCents, new Date())
      : quoteCardCharge(current.nteCents, province, new Date());
    const description = raise
      ? {
          en: `Tasklane quote: ${quote.title} (higher ceiling, version ${version}: the difference)`,
          fr: `Soumission Tasklane : ${quote.title} (plafond relevé, version ${version} : la différence)`,
        }
      : {
          en: `Tasklane quote: ${quote.title} (ceiling, version ${version})`,
          fr: `Soumission Tasklane : ${quote.title} (plafond, version ${version})`,
        };
    const draft: CheckoutDraft = {
      userId,
      accountId: payer.accountId,
      ...(team ? { billTo: { name: team.legalName, address: team.address } } : {}),
      kind: 'quote',
      packId: null,
      credits: 0,
      task: null,
      taskId: null,
      requestId: null,
      quoteId,
      quoteVersion: version,
      ...(raise ? { quoteRaise: true } : {}),
      description,
      province,
      subtotalCents: charge.subtotalCents,
      taxes: charge.taxes,
      totalCents: charge.totalCents,
      locale,
      sessionId: before?.sessionId ?? null,
      status: 'open',
      paymentId: null,
      createdAt: FieldValue.serverTimestamp() as never,
      updatedAt: FieldValue.serverTimestamp() as never,
    };
    // Written before the session exists, so even the fastest webhook finds the order.
    await draftRef.set(draft);
    const email = profileSnap.get('email') as string | undefined;
    const customer = await customerFor(payer.accountId, {
      name: team ? team.legalName : (profileSnap.get('name') as string | undefined),
      email,
      locale,
    });
    const taxRates = await Promise.all(charge.taxes.map((t) => taxRateFor(province, t.code, t.rateBps)));
    const metadata = {
      uid: userId,
      draftId: draftRef.id,
      kind: 'quote',
      ...(team ? { accountId: payer.accountId } : {}),
      quoteId,
      quoteVersion: String(version),
      ...(raise ? { quoteRaise: 'true' } : {}),
    };
    const origin = returnOrigin(request);
    // A session that expired or failed is replaced by a new one; an open one is reused as is.
    const attempt = before && before.status !== 'open' && before.sessionId ? before.sessionId.slice(-12) : 'first';
    const session = await stripe().checkout.sessions.create(
      {
        mode: 'payment',
        customer,
        client_reference_id: userId,
        locale: locale === 'fr' ? 'fr-CA' : 'en',
        currency: 'cad',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'cad',
              unit_amount: charge.subtotalCents,
              product_data: { name: description[locale] },
            },
            tax_rates: taxRates,
          },
        ],
        metadata,
        payment_intent_data: { metadata },
        success_url: `${origin}/quotes/${quoteId}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/quotes/${quoteId}`,
      },
      { idempotencyKey: `tasklane-quote-${quoteId}-v${version}-${attempt}` },
    );
    if (!session.url) throw new Error('Stripe returned a session without a URL');
    const url = session.url;
    await draftRef.update({ sessionId: session.id, updatedAt: FieldValue.serverTimestamp() });
    await db.runTransaction(async (tx) => {
      const again = await readCustomerQuote(tx, quoteId, userId);
      // Only if the offer is still the one paid for: a new version clears the checkout.
      const stillOpen = again.quote.accepted
        ? quoteRaiseOpen(again.quote, Date.now())
        : again.quote.status === 'quoted';
      if (stillOpen && again.quote.versions.at(-1)?.number === version) {
        tx.update(again.ref, {
          checkout: { sessionId: session.id, url, version, draftId: draftRef.id },
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
    });
    return { status: 'checkout' as const, reservedCredits: 0, balance: null, url };
  },
  { secrets: STRIPE_SECRETS },
);
