import type Stripe from 'stripe';
import { grantInvoice, recordFailedInvoice } from './invoices.js';
import { stripeIdOf, syncSubscription } from './sync.js';

/** The Stripe events about plans; the webhook hands these here. */
export const SUBSCRIPTION_EVENT_TYPES = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/**
 * What one plan event does. Each re-reads its object from Stripe, so a stale or out-of-order
 * event stores Stripe's current state, and each is idempotent, so Stripe's retries are harmless.
 * A completed Checkout in subscription mode only syncs: its first invoice grants the credits.
 */
export async function handleSubscriptionEvent(event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const out = await syncSubscription(event.data.object.id);
      return out.uid
        ? `subscription ${out.stored ? 'stored' : 'unchanged'} (${out.subscription?.status ?? '?'})`
        : 'no user';
    }
    case 'invoice.paid': {
      const id = event.data.object.id;
      if (!id) return 'no invoice id';
      const out = await grantInvoice(id);
      return out.status === 'granted'
        ? out.duplicate
          ? 'already granted'
          : `granted ${out.credits} credits`
        : out.status;
    }
    case 'invoice.payment_failed': {
      const id = event.data.object.id;
      return id ? recordFailedInvoice(id) : 'no invoice id';
    }
    case 'checkout.session.completed': {
      const subscriptionId = stripeIdOf(event.data.object.subscription);
      if (!subscriptionId) return 'no subscription';
      const out = await syncSubscription(subscriptionId);
      return `subscription ${out.stored ? 'stored' : 'unchanged'}`;
    }
    default:
      return 'ignored';
  }
}
