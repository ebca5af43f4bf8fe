import { stripe } from '../../services/stripe.js';
import { syncSubscription, type SyncResult } from './sync.js';

/**
 * The one way the app stops or resumes a plan's renewal: flips Stripe's cancel_at_period_end and
 * stores what Stripe then holds. The owner's cancel and resume go through it, and so does a team
 * closing with a plan; `idempotencyKey` lets a retried caller send the same request twice safely.
 */
export async function setCancelAtPeriodEnd(
  subscriptionId: string,
  cancel: boolean,
  idempotencyKey?: string,
): Promise<SyncResult> {
  await stripe().subscriptions.update(
    subscriptionId,
    { cancel_at_period_end: cancel },
    idempotencyKey ? { idempotencyKey } : undefined,
  );
  return syncSubscription(subscriptionId);
}
