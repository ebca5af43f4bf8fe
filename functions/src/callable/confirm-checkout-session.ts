import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable.js';
import { fulfil, UnknownSessionError } from '../lib/payments/fulfil.js';
import { STRIPE_SECRETS } from '../services/stripe.js';

/**
 * The success page's call: runs the same fulfil() as the webhook, so the customer sees what they
 * bought at once instead of waiting for Stripe's event. Another user's session and an unknown one
 * give the same 'not-found'.
 */
export const confirmCheckoutSession = defineCallable(
  'confirmCheckoutSession',
  'user',
  async ({ sessionId }, { uid }) => {
    try {
      const result = await fulfil(sessionId, { onlyFor: uid });
      const { status, kind, draftId, credits, taskId, paymentId, receiptId, totalCents } = result;
      return { status, kind, draftId, credits, taskId, paymentId, receiptId, totalCents };
    } catch (err) {
      if (err instanceof UnknownSessionError) throw new HttpsError('not-found', 'Checkout session not found');
      throw err;
    }
  },
  { secrets: STRIPE_SECRETS },
);
