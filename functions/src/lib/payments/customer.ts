import { FieldValue } from 'firebase-admin/firestore';
import { stripe } from '../../services/stripe.js';
import { col } from '../collections.js';

/**
 * The user's Stripe customer, created once: the idempotency key is the uid, so two first
 * checkouts at the same moment still make one customer, and its id is kept server-side.
 */
export async function customerFor(
  uid: string,
  profile: { name?: string; email?: string; locale?: string },
): Promise<string> {
  const ref = col.stripeCustomers().doc(uid);
  const known = await ref.get();
  const existing = known.get('customerId') as unknown;
  if (typeof existing === 'string') return existing;
  const customer = await stripe().customers.create(
    {
      email: profile.email,
      name: profile.name,
      preferred_locales: [profile.locale === 'fr' ? 'fr-CA' : 'en-CA'],
      metadata: { uid },
    },
    { idempotencyKey: `tasklane-customer-${uid}` },
  );
  await ref.set({ customerId: customer.id, createdAt: FieldValue.serverTimestamp() }, { merge: true });
  return customer.id;
}
