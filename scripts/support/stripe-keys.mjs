// @ts-check
// The local Stripe stand-in's fixed test keys, shared by the stand-in, the emulator launcher
// (functions/.secret.local) and the tests. Never real keys: production reads Firebase secrets.
export const STRIPE_LOCAL_SECRET_KEY = 'sk_test_tasklane_local';
export const STRIPE_LOCAL_WEBHOOK_SECRET = 'whsec_tasklane_local_signing_secret';
