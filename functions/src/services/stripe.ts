import { defineSecret, defineString } from 'firebase-functions/params';
import Stripe from 'stripe';

// Keys are Firebase secrets. STRIPE_API_BASE is empty in production (the client talks to
// api.stripe.com); the emulator launcher points it at the local stand-in, which speaks the same
// protocol, so the code below runs unchanged in both places.
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
export const STRIPE_API_BASE = defineString('STRIPE_API_BASE', { default: '' });
/** Every function that talks to Stripe declares these, so production mounts them. */
export const STRIPE_SECRETS = [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET];

/** Pinned: the API version the `stripe` package's types describe. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

let client: Stripe | null = null;

export function stripe(): Stripe {
  if (client) return client;
  const base = STRIPE_API_BASE.value();
  const target = base ? new URL(base) : null;
  client = new Stripe(STRIPE_SECRET_KEY.value(), {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Tasklane' },
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
  return client;
}

/** Verifies a webhook's signature on the raw body; throws on a bad or stale signature. */
export function verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
  if (!signature) throw new Error('Missing Stripe-Signature header');
  return stripe().webhooks.constructEvent(rawBody, signature, STRIPE_WEBHOOK_SECRET.value());
}
