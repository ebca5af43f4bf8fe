// npm start's memory: the summed RSS of its processes after start, during 20 concurrent calls and a walk through every screen, and once idle.
//
// It runs the real `npm start` (scripts/start.mjs) on its own port offset, samples the summed
// resident memory of that process tree every 2 s from /proc (scripts/support/resources.mjs), and
// counts the Functions emulator's workers. The calls: 20 at once to each of two callables, as a
// page full of customers would (the emulator starts a worker per concurrent call). The walk: every
// route of web/src/config/paths.ts, as the demo customer and then as the demo admin, on the
// production build (Hosting emulator). The budget is 6 GB.
//
// --compare runs it twice in one go, with the idle-worker reaper (scripts/support/
// functions-worker-reaper.cjs) and without it, and prints the ratio.
//
//   TASKLANE_PORT_OFFSET=6000 npm run bench -- start-memory [--compare]
// Not a pass/fail test.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { CATEGORIES, TIERS } from '@tasklane/domain';
import { paths } from '../web/src/config/paths';
import { gb, sampleTreeMemory } from '../scripts/support/resources.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.TASKLANE_PORT_OFFSET ??= '6000';
const offset = Number(process.env.TASKLANE_PORT_OFFSET);
const HOST = '127.0.0.1';
const hosting = `http://${HOST}:${5050 + offset}`;
const SETTLE_MS = 100_000;

function functionWorkers(): number {
  let n = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('functionsEmulatorRuntime')) n += 1;
    } catch {
      // Gone.
    }
  }
  return n;
}

/** A sampler's current figure: the peak of a fresh sampler after two samples. */
async function now(pid: number): Promise<number> {
  const s = sampleTreeMemory(pid, 500);
  await new Promise((r) => setTimeout(r, 1_100));
  return s.stop().total;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${hosting}/auth?mode=login`);
  await page
    .getByLabel(/e-?mail|courriel/i)
    .first()
    .fill(email);
  await page
    .getByLabel(/password|mot de passe/i)
    .first()
    .fill(password);
  await page
    .getByLabel(/password|mot de passe/i)
    .first()
    .press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'), { timeout: 60_000 });
}

async function walk(page: Page, routes: string[]) {
  for (const route of routes) {
    await page.goto(hosting + route, { waitUntil: 'load' }).catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  }
}

async function concurrentCalls(): Promise<number> {
  const { initializeApp, deleteApp } = await import('firebase/app');
  const { connectAuthEmulator, getAuth, signInWithEmailAndPassword } = await import('firebase/auth');
  const { connectFunctionsEmulator, getFunctions, httpsCallable } = await import('firebase/functions');
  const app = initializeApp({ apiKey: 'demo-key', projectId: 'demo-tasklane' }, `bench-${Date.now()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${9099 + offset}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, 'customer@tasklane.test', 'Demo-Customer-2026!');
  const fns = getFunctions(app, 'northamerica-northeast1');
  connectFunctionsEmulator(fns, HOST, 5001 + offset);
  const preview = httpsCallable(fns, 'previewPrice');
  const snapshot = httpsCallable(fns, 'queueSnapshot');
  const calls = Array.from({ length: 20 }, (_, i) => [
    preview({ category: CATEGORIES[i % CATEGORIES.length], tier: TIERS[i % TIERS.length] }),
    snapshot({}),
  ]).flat();
  const settled = await Promise.allSettled(calls);
  await deleteApp(app);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) console.log(`  a call failed: ${String(failed.reason)}`);
  return settled.filter((s) => s.status === 'fulfilled').length;
}

async function demoIds() {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  // No credentials are needed on the emulators: do not ask a cloud metadata server for them.
  process.env.METADATA_SERVER_DETECTION = 'none';
  process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${8080 + offset}`;
  const app = initializeApp({ projectId: 'demo-tasklane' }, `bench-admin-${Date.now()}`);
  const { getFirestore } = await import('firebase-admin/firestore');
  const db = getFirestore(app);
  const task =
    (await db.collection('tasks').where('userId', '==', 'demo-customer').limit(1).get()).docs[0]?.id ?? 'none';
  const quote = (await db.collection('quotes').limit(1).get()).docs[0]?.id ?? 'none';
  await deleteApp(app);
  return { task, quote };
}

function routes(ids: { task: string; quote: string }) {
  const all = Object.values(paths).map((p) => p.path);
  const fill = (p: string) =>
    p
      .replace(':id', p.startsWith('/quotes') ? ids.quote : ids.task)
      .replace(':taskId', ids.task)
      .replace(':slug', 'first-post');
  const admin = all.filter((p) => p.startsWith('/admin')).map(fill);
  const customer = all.filter((p) => !p.startsWith('/admin') && !p.startsWith('/auth')).map(fill);
  return { customer, admin };
}

async function once(reaper: boolean) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (!reaper)
    Object.assign(env, { TASKLANE_FUNCTIONS_IDLE_MS: String(1e12), TASKLANE_FUNCTIONS_MAX_IDLE: String(1e6) });
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((r) => child.once('exit', r));
  let tail = '';
  let before = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start was not ready in 10 minutes:\n${tail}`)), 600_000);
    const onData = (b: Buffer) => {
      tail = (tail + b.toString()).slice(-3_000);
      if (!before.includes('Tasklane is running')) before += b.toString();
      if (tail.includes('Tasklane is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`npm start exited:\n${tail}`)));
  });
  const pid = child.pid as number;
  const printed = before
    .slice(0, before.indexOf('Tasklane is running'))
    .split('\n')
    .filter((l) => l.trim() !== '');
  const startLines = {
    all: printed.length,
    progress: printed.filter((l) => /^tasklane: /.test(l)).length,
    text: printed,
  };
  const afterStart = await now(pid);
  const sampler = sampleTreeMemory(pid);
  const ok = await concurrentCalls();
  const workersAfterCalls = functionWorkers();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  const r = routes(await demoIds());
  for (const [who, email, password, list] of [
    ['customer', 'customer@tasklane.test', 'Demo-Customer-2026!', r.customer],
    ['admin', 'admin@tasklane.test', 'Demo-Admin-2026!', r.admin],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email, password);
    await walk(page, list);
    await context.close();
    console.log(`  walked ${list.length} ${who} routes`);
  }
  await browser.close();
  const peak = sampler.stop();
  const workersAfterWalk = functionWorkers();
  await new Promise((r2) => setTimeout(r2, SETTLE_MS));
  const settled = await now(pid);
  const workersSettled = functionWorkers();
  child.kill('SIGINT');
  await exited;
  return { afterStart, peak, settled, ok, workersAfterCalls, workersAfterWalk, workersSettled, startLines };
}

function print(label: string, r: Awaited<ReturnType<typeof once>>) {
  console.log(`${label}`);
  console.log(
    `  lines printed before "ready": ${r.startLines.all}, ${r.startLines.progress} of them progress lines ("tasklane: …")`,
  );
  if (process.argv.includes('--lines')) for (const l of r.startLines.text) console.log(`    | ${l}`);
  console.log(`  after start:                       ${gb(r.afterStart)}`);
  console.log(
    `  peak through 40 calls (${r.ok} answered) and the walk: ${gb(r.peak.total)} (emulators ${gb(r.peak.emulators)}; budget 6 GB)`,
  );
  console.log(`  ${SETTLE_MS / 1000} s later, idle:                ${gb(r.settled)}`);
  console.log(
    `  function workers: ${r.workersAfterCalls} after the calls, ${r.workersAfterWalk} after the walk, ${r.workersSettled} idle later`,
  );
}

console.log(
  `npm start memory (summed RSS of its process tree, sampled every 2 s; Chromium of the walk not included), offset ${offset}`,
);
const withReaper = await once(true);
print('with the idle-worker reaper (as npm start runs):', withReaper);
if (process.argv.includes('--compare')) {
  const without = await once(false);
  print('without it (the emulator as shipped):', without);
  console.log(
    `ratio of peaks, with / without: ${(withReaper.peak.total / without.peak.total).toFixed(2)}; idle, with / without: ${(withReaper.settled / without.settled).toFixed(2)}`,
  );
}
