import { REGION } from '@tasklane/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { processCardRefund } from '../lib/payments/refunds.js';
import { STRIPE_SECRETS } from '../services/stripe.js';

/**
 * A card refund decided in a transaction (money-back approval, late delivery, cancellation, or
 * pack credits sent back to the card) is written as cardRefunds/{key}; this sends it to Stripe.
 * Stripe calls cannot run inside a Firestore transaction, and the queue tick also runs outside
 * Cloud Functions, so the decision and the network call are split here.
 */
export const refundCardOnDecision = onDocumentCreated(
  { document: 'cardRefunds/{key}', region: REGION, secrets: STRIPE_SECRETS, retry: true },
  async (event) => {
    await processCardRefund(event.params.key);
  },
);
