// @ts-check
// Starts the Firebase Emulator Suite (Auth, Firestore, Functions, Hosting) offline, for both
// `npm start` and `npm test`. Every failure is one line and a non-zero exit, never a hang.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, PROJECT_ID, emulatorEnv, ports } from './ports.mjs';
import { descendants, killAll, killGroup } from './process.mjs';
import { STRIPE_LOCAL_SECRET_KEY, STRIPE_LOCAL_WEBHOOK_SECRET } from './stripe-keys.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const STATE_DIR = path.join(ROOT, '.tasklane');
const IMAGE_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const IMAGE_PUBSUB_BIN = '/usr/lib/google-cloud-sdk/platform/pubsub-emulator/bin/cloud-pubsub-emulator';
const READY_TIMEOUT_MS = Number(process.env.TASKLANE_EMULATOR_TIMEOUT_MS ?? 240_000);

export class LaunchError extends Error {}

function checkJava() {
  // The JDK, not the JRE: wrapping the machine's Firestore jar needs the `jar` tool too.
  const hint = 'apt-get install openjdk-17-jdk-headless';
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) {
    throw new LaunchError(`Java is missing: the Firestore emulator needs Java 11+ on the PATH (${hint}).`);
  }
  if (existsSync(IMAGE_FIRESTORE_JAR) && spawnSync('jar', ['--version'], { encoding: 'utf8' }).status !== 0) {
    throw new LaunchError(`The \`jar\` tool is missing: it comes with the JDK (${hint}).`);
  }
}

function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, HOST, () => srv.close(() => resolve(true)));
  });
}

export async function assertPortsFree(names) {
  for (const name of names) {
    if (!(await portFree(ports[name]))) {
      throw new LaunchError(
        `Port ${ports[name]} (${name}) is busy: stop whatever holds it (lsof -i :${ports[name]}) or set TASKLANE_PORT_OFFSET.`,
      );
    }
  }
}

/**
 * The image's Firestore jar has no Main-Class, so wrap it in a manifest-only jar.
 * Without the image jar (a laptop with internet), firebase-tools downloads its own.
 */
function firestoreBinaryEnv() {
  if (!existsSync(IMAGE_FIRESTORE_JAR)) return {};
  mkdirSync(STATE_DIR, { recursive: true });
  const wrapper = path.join(STATE_DIR, 'firestore-emulator-wrapper.jar');
  if (!existsSync(wrapper)) {
    const manifest = path.join(STATE_DIR, 'firestore-manifest.txt');
    writeFileSync(
      manifest,
      `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: file:${IMAGE_FIRESTORE_JAR}\n`,
    );
    const r = spawnSync('jar', ['cfm', wrapper, manifest], { encoding: 'utf8' });
    if (r.status !== 0)
      throw new LaunchError(`Could not build the Firestore emulator wrapper jar: ${r.stderr || r.error}`);
  }
  const env = { FIRESTORE_EMULATOR_BINARY_PATH: wrapper };
  if (existsSync(IMAGE_PUBSUB_BIN)) env.PUBSUB_EMULATOR_BINARY_PATH = IMAGE_PUBSUB_BIN;
  return env;
}

/**
 * The production Content-Security-Policy names Google's and Stripe's hosts; locally the app talks
 * to the emulators and stand-ins on this machine instead, so the emulator copy of the policy adds
 * this host (any port: offsets shift them) to the sources that reach services, and nothing else.
 */
function allowLocalServices(hosting) {
  const local = `http://${HOST}:* ws://${HOST}:*`;
  for (const rule of hosting.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = header.value
        .split('; ')
        .map((d) => (/^(connect-src|frame-src|form-action|img-src) /.test(d) ? `${d} ${local}` : d))
        .join('; ');
    }
  }
}

/**
 * One emulator run per checkout: the functions' parameters (functions/.env.local, which names the
 * mail, Stripe and storage stand-ins' ports) and the emulators' config are files of the checkout,
 * so a second run with another port offset would point the first one's functions at its own
 * stand-ins. A second run is refused while the first is alive; a lock left by a run that died is
 * taken over. Returns the release.
 */
function claimCheckout() {
  const lock = path.join(STATE_DIR, 'emulators.lock');
  mkdirSync(STATE_DIR, { recursive: true });
  if (existsSync(lock)) {
    /** @type {{ pid?: number, offset?: string }} */
    let held = {};
    try {
      held = JSON.parse(readFileSync(lock, 'utf8'));
    } catch {
      held = {};
    }
    const alive = (() => {
      if (!held.pid || held.pid === process.pid) return false;
      try {
        process.kill(held.pid, 0);
        return true;
      } catch {
        return false;
      }
    })();
    if (alive) {
      throw new LaunchError(
        `Another emulator run (pid ${held.pid}, TASKLANE_PORT_OFFSET=${held.offset ?? '0'}) is using this checkout: both would share functions/.env.local. Stop it, or run the second from another git worktree.`,
      );
    }
  }
  writeFileSync(lock, JSON.stringify({ pid: process.pid, offset: process.env.TASKLANE_PORT_OFFSET ?? '0' }));
  return () => rmSync(lock, { force: true });
}

/** firebase.json with this checkout's ports, written beside it so relative paths still hold. */
function writeConfig(only) {
  const base = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  for (const name of ['auth', 'firestore', 'functions', 'hosting', 'hub', 'logging', 'eventarc', 'tasks']) {
    base.emulators[name] = { host: HOST, port: ports[name] };
  }
  base.emulators.firestore.websocketPort = ports.firestoreWs;
  if (!only.includes('hosting')) delete base.hosting;
  else allowLocalServices(base.hosting);
  // Emulator-only function params (gitignored): mail goes to this checkout's MailDev.
  writeFileSync(
    path.join(ROOT, 'functions', '.env.local'),
    [
      `SMTP_HOST=${HOST}`,
      `SMTP_PORT=${ports.maildevSmtp}`,
      `APP_ORIGIN=${process.env.TASKLANE_APP_ORIGIN ?? `http://${HOST}:${ports.hosting}`}`,
      `TASKLANE_MAILDEV_API=http://${HOST}:${ports.maildevWeb}`,
      // The ordering API's file links point at this checkout's download function (lib/api/file-links.ts).
      `TASKLANE_FUNCTIONS_ORIGIN=http://${HOST}:${ports.functions}`,
      // Both local copies of the app (the dev server and the Hosting emulator): Stripe sends a
      // customer back to whichever they paid from. Read only on the emulators (lib/return-origin.ts).
      `TASKLANE_LOCAL_ORIGINS=http://${HOST}:${ports.web},http://${HOST}:${ports.hosting}`,
      // firebase-tools prompts for every param that no dotenv file sets, defaults or not; an
      // emulator run has no terminal to answer, so every plain param of services/mail.ts is here.
      'SMTP_USER=',
      'MAIL_FROM="Tasklane <hello@tasklane.ca>"',
      'STAFF_EMAIL=staff@tasklane.ca',
      // Stripe calls go to this checkout's local stand-in; in production the param is empty.
      `STRIPE_API_BASE=http://${HOST}:${ports.stripe}`,
      // Files go to this checkout's Cloud Storage stand-in; in production the variable is unset.
      `STORAGE_EMULATOR_HOST=http://${HOST}:${ports.storage}`,
      '',
    ].join('\n'),
  );
  // The emulator reads secrets from .secret.local (gitignored): the stand-in's fixed test keys.
  writeFileSync(
    path.join(ROOT, 'functions', '.secret.local'),
    [`STRIPE_SECRET_KEY=${STRIPE_LOCAL_SECRET_KEY}`, `STRIPE_WEBHOOK_SECRET=${STRIPE_LOCAL_WEBHOOK_SECRET}`, ''].join(
      '\n',
    ),
  );
  const file = path.join(ROOT, '.firebase.local.json');
  writeFileSync(file, JSON.stringify(base, null, 2));
  return file;
}

/**
 * Starts the emulators and resolves once all are ready, with a `stop()` that kills the whole
 * process group (firebase-tools and its Java children).
 */
export async function startEmulators({ only = ['auth', 'firestore', 'functions', 'hosting'], quiet = false } = {}) {
  checkJava();
  await assertPortsFree([...only, 'hub', 'logging']);
  const release = claimCheckout();
  const configFile = writeConfig(only);
  mkdirSync(STATE_DIR, { recursive: true });
  const logFile = path.join(STATE_DIR, 'emulators.log');
  const log = createWriteStream(logFile);
  const firebaseCli = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  // The reaper bounds the Functions emulator's idle workers (see the file); it is loaded into
  // firebase-tools' own process only, never into the function workers it spawns.
  const reaper = path.join(ROOT, 'scripts', 'support', 'functions-worker-reaper.cjs');
  // One pool of workers that serve any function (see the file), unless asked for the emulator's
  // own pool per function.
  const shared =
    process.env.TASKLANE_FUNCTIONS_WORKERS === 'per-function'
      ? []
      : ['--require', path.join(ROOT, 'scripts', 'support', 'functions-shared-workers.cjs')];
  const child = spawn(
    process.execPath,
    [
      ...shared,
      '--require',
      reaper,
      firebaseCli,
      'emulators:start',
      '--project',
      PROJECT_ID,
      '--config',
      configFile,
      '--only',
      only.join(','),
    ],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...firestoreBinaryEnv(),
        ...emulatorEnv(),
        // A burst of concurrent calls makes the Functions emulator start one worker per call;
        // on a loaded 2-core machine loading the bundle can exceed its 30 s default, and the
        // call then fails with "Failed to load function". The same variable sets that limit.
        FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '180',
        // At most this many function calls run at once; later ones wait their turn. Each running
        // call holds a worker process (about 130 MB, and a cold start of seconds on two cores),
        // so a burst of 40 calls made 40 workers and 7.6 GB. Eight still race one another for
        // real (the concurrency tests' transactions), and idle workers are reaped (see above).
        FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '8',
        // Node's compile cache, inherited by every function worker: a worker's start compiles the
        // same firebase-tools, firebase-admin and bundle code each time; cached, it starts with about
        // a fifth less CPU (bench/start-memory.md). Node checks each entry against its source.
        NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(STATE_DIR, 'compile-cache'),
        // The emulator's own clients must not be pointed at themselves twice.
        FIRESTORE_EMULATOR_HOST: undefined,
        FIREBASE_AUTH_EMULATOR_HOST: undefined,
      },
    },
  );

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    release();
    // firebase-tools starts the Java emulators in process groups of their own: note the whole
    // tree now, while it hangs together.
    const tree = child.pid ? descendants(child.pid) : [];
    if (!killGroup(child, 'SIGINT')) return;
    const exited = child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));
    const timer = new Promise((r) => setTimeout(r, 15_000, 'timeout'));
    await Promise.race([exited, timer]);
    // firebase-tools can exit before the Java emulators it started, or be killed before it stops
    // them; whatever is left of the tree goes too, or a stray Firestore emulator keeps the port
    // (and its memory) after the run.
    killGroup(child, 'SIGKILL');
    killAll(tree);
  };

  const tail = [];
  await new Promise((/** @type {(v?: unknown) => void} */ resolve, reject) => {
    const timeout = setTimeout(() => {
      void stop();
      reject(new LaunchError(`The emulators did not become ready within ${READY_TIMEOUT_MS / 1000}s; see ${logFile}.`));
    }, READY_TIMEOUT_MS);
    const onData = (buf) => {
      const text = buf.toString();
      log.write(text);
      if (!quiet) process.stdout.write(text.replace(/^/gm, '[emulators] '));
      tail.push(...text.split('\n').filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - 20));
      if (text.includes('All emulators ready')) {
        clearTimeout(timeout);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timeout);
      const reason =
        tail.filter((l) => /error|Error|could not|Could not|not/.test(l)).pop() ?? tail.pop() ?? 'no output';
      reject(
        new LaunchError(
          `The emulators exited (code ${code}) before they were ready: ${reason.trim()} (full log: ${logFile})`,
        ),
      );
    });
  });
  child.stdout.on('data', (b) => log.write(b));
  child.stderr.on('data', (b) => log.write(b));
  return { stop, child, logFile };
}

/**
 * Deletes every Firestore document and Auth account of the project. The emulator answers a query
 * by scanning its collection, so data one stage leaves behind slows every later stage's queries
 * and live listeners; each stage owns its data and needs nothing from the one before.
 */
export async function clearEmulatorData() {
  const base = `http://${HOST}`;
  const calls = [
    `${base}:${ports.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    `${base}:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`,
  ];
  for (const url of calls) {
    // The Firestore emulator answers 500 when a listen stream of a test process that has just
    // exited is still registered: deleting the documents notifies that stream, which is already
    // closed ("Stream is already completed"). Once the emulator has seen the stream go, the same
    // call succeeds, so it is tried again a few times before the run fails.
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(url, { method: 'DELETE' });
      if (res.ok) break;
      if (attempt === 4) throw new Error(`clearing emulator data: ${url} answered ${res.status}`);
      console.log(`clearing emulator data: ${url} answered ${res.status}; trying again (${attempt} of 3)`);
      await new Promise((r) => setTimeout(r, 1_000 * attempt));
    }
  }
}

/** Runs `fn` and turns a LaunchError into one line and exit code 1. */
export function exitOnLaunchError(err) {
  if (err instanceof LaunchError) {
    console.error(`tasklane: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
