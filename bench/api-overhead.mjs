// @ts-check
// The ordering API's overhead over the submitTask callable for creating a task, as a ratio of
// medians in one run: one customer with a wallet, the current terms accepted and an API key;
// ROUNDS orders each way, interleaved (callable, API, callable, …), after a warm-up of each. Both
// reach the same submission service; the API adds the key's lookup, its limits and the
// Idempotency-Key's transaction.
//
//   npm run build -w functions
//   TASKLANE_PORT_OFFSET=<n> npm run bench -- api-overhead
//
// It starts the emulators itself; with TASKLANE_BENCH_REUSE=1 it uses emulators already running on
// the offset's ports. TASKLANE_BENCH_ROUNDS sets the number of orders each way (default 20).
// Not a pass/fail test.
import console from 'node:console';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { HOST, PROJECT_ID, REGION, emulatorEnv, ports } = await import(path.join(ROOT, 'scripts/support/ports.mjs'));
Object.assign(process.env, emulatorEnv());
// The domain's TypeScript (the current legal versions and consent ids), through tsx's loader.
const { register } = await import('tsx/esm/api');
register();
const { CURRENT_LEGAL_VERSIONS, LEGAL_DOCUMENTS, consentId } = await import(path.join(ROOT, 'domain/src/index.ts'));

let stopEmulators = async () => {};
if (process.env.TASKLANE_BENCH_REUSE !== '1') {
  const { startEmulators } = await import(path.join(ROOT, 'scripts/support/emulators.mjs'));
  const emulators = await startEmulators({ quiet: true, only: ['auth', 'firestore', 'functions'] });
  stopEmulators = () => emulators.stop();
  process.on('SIGINT', () => void stopEmulators().then(() => process.exit(130)));
}

const { initializeApp: adminApp } = await import('firebase-admin/app');
const { getAuth: adminAuth } = await import('firebase-admin/auth');
const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
const { initializeApp, deleteApp } = await import('firebase/app');
const { connectAuthEmulator, getAuth, signInWithEmailAndPassword } = await import('firebase/auth');
const { connectFunctionsEmulator, getFunctions, httpsCallable } = await import('firebase/functions');

adminApp({ projectId: PROJECT_ID });
const db = getFirestore();
const ROUNDS = Number(process.env.TASKLANE_BENCH_ROUNDS ?? 20);
const API = `http://${HOST}:${ports.functions}/${PROJECT_ID}/${REGION}/api/v1`;
const task = {
  title: 'Bench task',
  category: 'admin_docs',
  tier: 'standard',
  brief: 'Please polish the text below and keep our friendly tone.',
  sourceText: 'We are a small café by the canal.',
  deliverableType: 'text',
  language: 'en',
};

/** @param {number[]} xs @param {number} q */
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? Number.NaN;
};

try {
  const email = `bench-api-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'Bench-password-123!';
  const user = await adminAuth().createUser({ email, password });
  const uid = user.uid;
  const batch = db.batch();
  batch.set(db.doc(`wallets/${uid}`), { userId: uid, balance: 100_000, updatedAt: new Date() });
  for (const document of LEGAL_DOCUMENTS) {
    const version = CURRENT_LEGAL_VERSIONS[document];
    batch.set(db.doc(`consents/${consentId(uid, document, version)}`), {
      userId: uid,
      document,
      version,
      language: 'en',
      via: 'sign_up',
      acceptedAtMs: Date.now(),
    });
  }
  const secret = `tl_live_${randomBytes(32).toString('base64url')}`;
  batch.set(db.doc(`apiKeys/${createHash('sha256').update(secret).digest('hex')}`), {
    accountId: uid,
    createdBy: uid,
    creatorRole: 'personal',
    name: 'Bench',
    scope: 'read_order',
    prefix: `${secret.slice(0, 12)}…`,
    createdAt: Timestamp.now(),
    lastUsedAt: null,
    revokedAt: null,
    revokedReason: null,
  });
  await batch.commit();

  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, 'bench-api');
  connectAuthEmulator(getAuth(app), `http://${HOST}:${ports.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, REGION);
  connectFunctionsEmulator(functions, HOST, ports.functions);
  await signInWithEmailAndPassword(getAuth(app), email, password);
  const submit = httpsCallable(functions, 'submitTask', { timeout: 120_000 });

  const viaCallable = async () => {
    const t0 = performance.now();
    await submit({ requestId: randomUUID(), accountId: uid, ...task });
    return performance.now() - t0;
  };
  const viaApi = async () => {
    const t0 = performance.now();
    const res = await fetch(`${API}/tasks`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${secret}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify(task),
    });
    if (res.status !== 201) throw new Error(`API answered ${res.status}: ${await res.text()}`);
    return performance.now() - t0;
  };

  // Warm-up: each function's worker started and its first transaction done. The key allows 10
  // creations a minute, so the API's warm-up and rounds stay under it by resetting its counters.
  for (let i = 0; i < 3; i++) await Promise.all([viaCallable(), viaApi()]);
  /** @type {number[]} */ const callable = [];
  /** @type {number[]} */ const api = [];
  for (let i = 0; i < ROUNDS; i++) {
    const counters = await db.collection('rateLimits').where('kind', '==', 'apiCreationsPerKey').get();
    await Promise.all(counters.docs.map((d) => d.ref.delete()));
    callable.push(await viaCallable());
    api.push(await viaApi());
  }
  const f = (/** @type {number} */ ms) => `${ms.toFixed(0)} ms`;
  const [cm, am] = [quantile(callable, 0.5), quantile(api, 0.5)];
  console.log(`\ncreating a task, ${ROUNDS} each way, sequential, warm:`);
  console.log(`  submitTask callable: median ${f(cm)}, p95 ${f(quantile(callable, 0.95))}`);
  console.log(`  POST /api/v1/tasks:  median ${f(am)}, p95 ${f(quantile(api, 0.95))}`);
  console.log(`  API overhead: ${(am / cm).toFixed(2)}x the callable's median (+${f(am - cm)})`);
  await deleteApp(app);
} finally {
  await stopEmulators();
}
process.exit(0);
