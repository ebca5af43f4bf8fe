// @ts-check
// submitTask latency against the emulators, as a ratio to one plain Firestore transaction
// measured in the same run. Prints median and p95 for 1, 10 and 50 concurrent callers, cold
// (the first round at that concurrency: the Functions emulator starts one worker per concurrent
// call) and warm (later rounds). Each caller has its own user and wallet, so this measures the
// callable, not contention on one wallet (the concurrency test covers that).
//
//   npm run build -w functions
//   TASKLANE_PORT_OFFSET=<n> FUNCTIONS_DISCOVERY_TIMEOUT=180 node_modules/.bin/node bench/submit-task.mjs
//
// It starts the emulators itself (scripts/support/emulators.mjs); with TASKLANE_BENCH_REUSE=1 it uses
// emulators already running on the offset's ports instead. TASKLANE_BENCH_LEVELS=1,10 picks the
// concurrency levels (default 1,10,50). FUNCTIONS_DISCOVERY_TIMEOUT raises the emulator's 30 s
// limit on a worker's start-up, which 50 cold workers on two busy cores can exceed.
// Not a pass/fail test.
import console from 'node:console';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { HOST, PROJECT_ID, REGION, emulatorEnv, ports } = await import(path.join(ROOT, 'scripts/support/ports.mjs'));
Object.assign(process.env, emulatorEnv());

let stopEmulators = async () => {};
if (process.env.TASKLANE_BENCH_REUSE !== '1') {
  const { startEmulators } = await import(path.join(ROOT, 'scripts/support/emulators.mjs'));
  const { startMaildev } = await import(path.join(ROOT, 'scripts/support/maildev.mjs'));
  const maildev = await startMaildev();
  const emulators = await startEmulators({ quiet: true, only: ['auth', 'firestore', 'functions'] });
  stopEmulators = async () => {
    await emulators.stop();
    await maildev.stop();
  };
  process.on('SIGINT', () => void stopEmulators().then(() => process.exit(130)));
}

const { initializeApp: adminApp } = await import('firebase-admin/app');
const { getAuth: adminAuth } = await import('firebase-admin/auth');
const { getFirestore } = await import('firebase-admin/firestore');
const { initializeApp, deleteApp } = await import('firebase/app');
const { connectAuthEmulator, getAuth, signInWithEmailAndPassword } = await import('firebase/auth');
const { connectFunctionsEmulator, getFunctions, httpsCallable } = await import('firebase/functions');

adminApp({ projectId: PROJECT_ID });
const db = getFirestore();
const auth = adminAuth();

/** @param {number[]} xs @param {number} q */
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? Number.NaN;
};
/** @param {number[]} xs */
const stats = (xs) => ({ n: xs.length, median: quantile(xs, 0.5), p95: quantile(xs, 0.95) });

/** @typedef {{ ms: number, ok: boolean }} Sample One call: how long it took, and whether it succeeded. */
/** @typedef {Awaited<ReturnType<typeof caller>>} Caller */

/** @param {number} i */
async function caller(i) {
  const email = `bench-${i}-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'Bench-password-123!';
  const user = await auth.createUser({ email, password });
  await db.doc(`wallets/${user.uid}`).set({ userId: user.uid, balance: 1000, updatedAt: new Date() });
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `bench-${i}`);
  connectAuthEmulator(getAuth(app), `http://${HOST}:${ports.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, REGION);
  connectFunctionsEmulator(functions, HOST, ports.functions);
  await signInWithEmailAndPassword(getAuth(app), email, password);
  const submit = httpsCallable(functions, 'submitTask', { timeout: 310_000 });
  return {
    app,
    async once() {
      const t0 = performance.now();
      const ok = await submit({
        requestId: randomUUID(),
        accountId: user.uid,
        title: 'Bench task',
        category: 'admin_docs',
        tier: 'standard',
        brief: 'Please polish the text below and keep our friendly tone.',
        sourceText: 'We are a small café by the canal.',
        deliverableType: 'text',
        language: 'en',
      }).then(
        () => true,
        () => false,
      );
      return { ms: performance.now() - t0, ok };
    },
  };
}

/** One plain transaction: read a wallet-like document, write it back, plus one created doc. */
/** @param {import('firebase-admin/firestore').DocumentReference} ref */
async function plainTransaction(ref) {
  const t0 = performance.now();
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    tx.update(ref, { balance: (snap.data()?.balance ?? 0) - 1 });
    tx.create(db.collection('benchLedger').doc(), { at: Date.now() });
  });
  return performance.now() - t0;
}

/** @param {Caller[]} callers */
async function round(callers) {
  return Promise.all(callers.map((c) => c.once()));
}

/** @param {number} ms */
const f = (ms) => `${ms.toFixed(0)} ms`;

try {
  // No settings document: the functions price from the built-in defaults (same code path).
  const plainRef = db.doc(`benchWallets/${randomUUID()}`);
  await plainRef.set({ balance: 1_000_000 });
  for (let i = 0; i < 5; i++) await plainTransaction(plainRef); // warm-up
  const plain = [];
  for (let i = 0; i < 30; i++) plain.push(await plainTransaction(plainRef));
  const base = stats(plain);

  /** @type {Caller[]} */
  const callers = [];
  const most = Math.max(...(process.env.TASKLANE_BENCH_LEVELS ?? '1,10,50').split(',').map(Number));
  for (let i = 0; i < most; i++) callers.push(await caller(i));

  /** @param {number} ms */
  const x = (ms) => `${(ms / base.median).toFixed(1)}x`;
  console.log(
    `\nplain Firestore transaction (Admin SDK, uncontended, n=${base.n}): median ${f(base.median)}, p95 ${f(base.p95)}`,
  );
  console.log('\nsubmitTask via the Functions emulator; ratios are to the plain transaction median');
  console.log('callers | phase | ok/n    | median            | p95');
  const levels = (process.env.TASKLANE_BENCH_LEVELS ?? '1,10,50').split(',').map(Number);
  /** @type {Record<number, number>} */
  const warmRounds = { 1: 10, 10: 3, 50: 2 };
  for (const c of levels) {
    const group = callers.slice(0, c);
    const cold = await round(group); // new workers start for callers beyond the previous level
    /** @type {Sample[]} */
    const warm = [];
    for (let r = 0; r < (warmRounds[c] ?? 2); r++) warm.push(...(await round(group)));
    for (const [phase, results] of /** @type {[string, Sample[]][]} */ ([
      ['cold', cold],
      ['warm', warm],
    ])) {
      // Failed calls (worker start-up or deadline on an overloaded machine) are counted, not timed.
      const s = stats(results.filter((r) => r.ok).map((r) => r.ms));
      const okN = `${s.n}/${results.length}`;
      const line = s.n
        ? `${f(s.median).padEnd(8)} (${x(s.median).padStart(6)}) | ${f(s.p95)} (${x(s.p95)})`
        : 'no successful call';
      console.log(`${String(c).padStart(7)} | ${phase} | ${okN.padEnd(7)} | ${line}`);
    }
  }
  await Promise.all(callers.map((c) => deleteApp(c.app)));
} finally {
  await stopEmulators();
}
process.exit(0);
