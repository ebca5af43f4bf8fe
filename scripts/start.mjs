// @ts-check
// npm start: everything on the Emulator Suite with demo data, the web app with hot reload.
import { ensureNode24 } from './bootstrap.mjs';
await ensureNode24();

const { spawn } = await import('node:child_process');
const path = await import('node:path');
const { LaunchError, ROOT, startEmulators } = await import('./support/emulators.mjs');
const { startMaildev } = await import('./support/maildev.mjs');
const { launchStripeStandin } = await import('./support/stripe-standin.mjs');
const { launchStorageStandin } = await import('./support/storage-standin.mjs');
const { HOST, emulatorEnv, ports } = await import('./support/ports.mjs');
const { killGroup } = await import('./support/process.mjs');

const t0 = Date.now();
const env = { ...process.env, ...emulatorEnv() };
// Links in e-mails open the hot-reloading dev server.
process.env.TASKLANE_APP_ORIGIN = `http://${HOST}:${ports.web}`;
/** @type {(() => Promise<void>)[]} */
const stops = [];
let shuttingDown = false;
async function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log('\ntasklane: stopping…');
  for (const child of steps) killGroup(child, 'SIGTERM');
  while (stops.length > 0) await /** @type {() => Promise<void>} */ (stops.pop())();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

/**
 * Starts something that must be stopped at the end. A signal can come while it starts (its stop
 * is not registered yet): then it is stopped here, and nothing after it starts.
 * @template {{ stop: () => Promise<void> }} S
 * @param {() => Promise<S>} start
 * @returns {Promise<S>}
 */
async function startService(start) {
  if (shuttingDown) return new Promise(() => undefined);
  const service = await start();
  if (shuttingDown) {
    await service.stop();
    return new Promise(() => undefined);
  }
  stops.push(service.stop);
  return service;
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const steps = new Set();
/**
 * Runs one set-up step to its end, printing one progress line; its own output is kept and printed
 * only if it fails (a build lists every file it wrote). A signal stops it (shutdown() kills it)
 * and the next never starts.
 */
async function step(label, cmd, args, extraEnv = {}) {
  if (shuttingDown) return new Promise(() => undefined);
  console.log(`tasklane: ${label}…`);
  const child = spawn(cmd, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, ...extraEnv },
    detached: true,
  });
  steps.add(child);
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on('data', (b) => output.push(b));
  child.stderr?.on('data', (b) => output.push(b));
  const code = await new Promise((resolve) => child.once('close', (c) => resolve(c)));
  steps.delete(child);
  if (shuttingDown) return new Promise(() => undefined);
  if (code !== 0) {
    process.stdout.write(Buffer.concat(output));
    console.error(`tasklane: ${label} failed.`);
    await shutdown(1);
  }
}

try {
  await step('building the functions', 'npm', ['run', 'build', '-w', 'functions']);
  await step('building the web app for the Hosting emulator', 'npm', ['run', 'build', '-w', 'web']);
  await startService(() => startMaildev());
  await startService(() => launchStripeStandin());
  await startService(() => launchStorageStandin());
  const emulators = await startService(() => startEmulators({ quiet: true }));
  // An emulator that dies later (out of memory, a port taken) would leave a web app whose every
  // call fails: say so and stop everything instead.
  emulators.child.once('exit', (code) => {
    if (shuttingDown) return;
    console.error(`tasklane: the emulators exited (code ${code}); see ${emulators.logFile}.`);
    void shutdown(1);
  });
  await step('seeding the demo data', path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/seed.ts']);

  if (shuttingDown) await new Promise(() => undefined);
  // The queue scheduler: onSchedule needs Pub/Sub, so locally a loop runs the same tick every minute.
  const ticker = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/tick.ts', '--every', '60'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
    detached: true,
  });
  stops.push(async () => void killGroup(ticker, 'SIGTERM'));

  // Rebuild the functions on change; the Functions emulator reloads them by itself.
  const watcher = spawn('node', ['functions/build.mjs', '--watch'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
    detached: true,
  });
  stops.push(async () => void killGroup(watcher, 'SIGTERM'));
  const vite = spawn('npm', ['run', 'dev', '-w', 'web', '--', '--clearScreen', 'false'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  stops.push(async () => void killGroup(vite, 'SIGTERM'));
  vite.on('exit', (code) => {
    if (!shuttingDown) {
      console.error(`tasklane: the web dev server exited (code ${code}).`);
      void shutdown(1);
    }
  });
  await new Promise((/** @type {(v?: unknown) => void} */ resolve) => {
    vite.stdout.on('data', (b) => {
      const s = b.toString();
      if (/ready in|Local:/.test(s)) resolve();
    });
  });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`
Tasklane is running (ready in ${secs}s). Ctrl-C stops everything.

  Web app (hot reload)   http://${HOST}:${ports.web}
  Production build       http://${HOST}:${ports.hosting}   (Hosting emulator)
  E-mails (MailDev)      http://${HOST}:${ports.maildevWeb}
  Stripe (local stand-in) http://${HOST}:${ports.stripe}   (checkout pages; card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)
  Cloud Storage (stand-in) http://${HOST}:${ports.storage}   (files live under .tasklane/storage/)

  Demo customer          customer@tasklane.test / Demo-Customer-2026!
  Demo admin             admin@tasklane.test    / Demo-Admin-2026!
  Demo reviewer          reviewer@tasklane.test / Demo-Reviewer-2026!   (reviews tasks, not an admin)

  Emulators: Auth ${HOST}:${ports.auth}, Firestore ${HOST}:${ports.firestore}, Functions ${HOST}:${ports.functions}
  Make someone admin:    FIREBASE_AUTH_EMULATOR_HOST=${HOST}:${ports.auth} FIRESTORE_EMULATOR_HOST=${HOST}:${ports.firestore} npm run grant-admin -- <email>
`);
} catch (err) {
  console.error(err instanceof LaunchError ? `tasklane: ${err.message}` : err);
  await shutdown(1);
}
