// @ts-check
// Exactly-once fulfilment under load: one paid Checkout session, its checkout.session.completed
// event delivered 20 times at once to stripeWebhook (signed as Stripe signs it). Prints how many
// grants came out (must be 1), the HTTP statuses, and p50/p95 latency per round: the first round
// is cold (the Functions emulator starts a worker per concurrent request), the second warm.
//
//   npm run build -w functions
//   TASKLANE_PORT_OFFSET=<n> FUNCTIONS_DISCOVERY_TIMEOUT=180 node_modules/.bin/node bench/stripe-webhook.mjs
//
// It starts the emulators and its own Stripe stand-in, whose automatic webhook delivery goes
// nowhere, so every delivery counted here is one of the 20. TASKLANE_BENCH_DUPLICATES=n changes
// the count, TASKLANE_BENCH_ROUNDS=n the rounds (default 2). Not a pass/fail test.
import console from 'node:console';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { HOST, PROJECT_ID, REGION, emulatorEnv, ports } = await import(path.join(ROOT, 'scripts/support/ports.mjs'));
const { startStripeStandin } = await import(path.join(ROOT, 'scripts/support/stripe-standin.mjs'));
const { STRIPE_LOCAL_SECRET_KEY, STRIPE_LOCAL_WEBHOOK_SECRET } = await import(
  path.join(ROOT, 'scripts/support/stripe-keys.mjs')
);
Object.assign(process.env, emulatorEnv());
const DUPLICATES = Number(process.env.TASKLANE_BENCH_DUPLICATES ?? 20);
const ROUNDS = Number(process.env.TASKLANE_BENCH_ROUNDS ?? 2);

// Deliveries from the stand-in itself go to a closed port: the bench makes every delivery.
const standin = await startStripeStandin({ webhookUrl: `http://${HOST}:9/closed`, quiet: true });
const { startEmulators } = await import(path.join(ROOT, 'scripts/support/emulators.mjs'));
const { startMaildev } = await import(path.join(ROOT, 'scripts/support/maildev.mjs'));
const maildev = await startMaildev();
const emulators = await startEmulators({ quiet: true, only: ['auth', 'firestore', 'functions'] });
const stopAll = async () => {
  await emulators.stop();
  await maildev.stop();
  await standin.stop();
};
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

const { default: Stripe } = await import('stripe');
const { initializeApp: adminApp } = await import('firebase-admin/app');
const { getAuth: adminAuth } = await import('firebase-admin/auth');
const { getFirestore } = await import('firebase-admin/firestore');
const { initializeApp, deleteApp } = await import('firebase/app');
const { connectAuthEmulator, getAuth, signInWithEmailAndPassword } = await import('firebase/auth');
const { connectFunctionsEmulator, getFunctions, httpsCallable } = await import('firebase/functions');

adminApp({ projectId: PROJECT_ID });
const db = getFirestore();
const auth = adminAuth();
const stripe = new Stripe(STRIPE_LOCAL_SECRET_KEY, { host: HOST, port: ports.stripe, protocol: 'http' });
const webhook = `http://${HOST}:${ports.functions}/${PROJECT_ID}/${REGION}/stripeWebhook`;

/** @param {number[]} xs @param {number} q */
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? Number.NaN;
};

async function paidEvent() {
  const email = `bench-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'Bench-password-123!';
  const user = await auth.createUser({ email, password, emailVerified: true });
  const now = new Date();
  await db.doc(`profiles/${user.uid}`).set({
    name: 'Bench',
    email,
    company: '',
    phone: '',
    locale: 'en',
    role: 'customer',
    province: 'ON',
    createdAt: now,
    updatedAt: now,
  });
  await db.doc(`wallets/${user.uid}`).set({ userId: user.uid, balance: 0, updatedAt: now });
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, randomUUID());
  connectAuthEmulator(getAuth(app), `http://${HOST}:${ports.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, REGION);
  connectFunctionsEmulator(functions, HOST, ports.functions);
  await signInWithEmailAndPassword(getAuth(app), email, password);
  const checkout =
    /** @type {import('firebase/functions').HttpsCallable<unknown, { url: string, sessionId: string }>} */ (
      httpsCallable(functions, 'createCheckoutSession')
    );
  const { data } = await checkout({ kind: 'pack', packId: 'pack_5', locale: 'en' });
  await deleteApp(app);
  const paid = await fetch(data.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card=4242424242424242',
  });
  if (paid.status !== 303) throw new Error(`payment failed: ${paid.status}`);
  const events = await stripe.events.list({ type: 'checkout.session.completed', limit: 100 });
  const event = events.data.find((e) => /** @type {{ id?: string }} */ (e.data.object).id === data.sessionId);
  return { uid: user.uid, event };
}

/** @param {import('stripe').Stripe.Event | undefined} event */
async function deliver(event) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_LOCAL_WEBHOOK_SECRET });
  const t0 = performance.now();
  const res = await fetch(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

try {
  console.log(
    `stripeWebhook: ${DUPLICATES} concurrent deliveries of one checkout.session.completed event (pack of 5 credits)`,
  );
  for (let round = 1; round <= ROUNDS; round += 1) {
    const { uid, event } = await paidEvent();
    const results = await Promise.all(Array.from({ length: DUPLICATES }, () => deliver(event)));
    const ledger = await db.collection(`wallets/${uid}/ledger`).where('type', '==', 'purchased').get();
    const payments = await db.collection('payments').where('userId', '==', uid).get();
    const balance = (await db.doc(`wallets/${uid}`).get()).get('balance');
    const statuses = results.reduce(
      (m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }),
      /** @type {Record<number, number>} */ ({}),
    );
    const ms = results.map((r) => r.ms);
    console.log(
      `round ${round} (${round === 1 ? 'cold' : 'warm'}): grants=${ledger.size} payments=${payments.size} balance=${balance} (expected 5)` +
        ` statuses=${JSON.stringify(statuses)} p50=${quantile(ms, 0.5).toFixed(0)}ms p95=${quantile(ms, 0.95).toFixed(0)}ms max=${Math.max(...ms).toFixed(0)}ms`,
    );
  }
} finally {
  await stopAll();
}
process.exit(0);
