import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable.js';
import { UnknownSessionError } from '../lib/payments/fulfil.js';
import { fulfilQuoteCheckout } from '../lib/quotes/checkout.js';
import { STRIPE_SECRETS } from '../services/stripe.js';

/**
 * The quote page's call on returning from Checkout: the same fulfilment as the webhook, so the
 * customer sees the quote accepted at once. Another user's session and an unknown one give the
 * same 'not-found'.
 */
export const confirmQuoteCheckout = defineCallable(
  'confirmQuoteCheckout',
  'user',
  async ({ sessionId }, { uid }) => {
    try {
      const { status, quoteId } = await fulfilQuoteCheckout(sessionId, { onlyFor: uid });
      return { status, quoteId };
    } catch (err) {
      if (err instanceof UnknownSessionError) throw new HttpsError('not-found', 'Checkout session not found');
      throw err;
    }
  },
  { secrets: STRIPE_SECRETS },
);
