// @ts-check
// Upload throughput and memory of the uploadFile function for a 20 MB file, against the
// emulators and the Cloud Storage stand-in. Prints MB/s per run and the function worker's peak
// RSS above its idle level, sampled from /proc while the upload runs, as a ratio to the file size:
// a function that buffered the file in extra copies would show several times the file size.
//
//   npm run build -w functions
//   TASKLANE_PORT_OFFSET=<n> node_modules/.bin/node bench/upload-stream.mjs
//
// It starts the emulators and the stand-in itself; with TASKLANE_BENCH_REUSE=1 it uses those
// already running on the offset's ports. TASKLANE_BENCH_MB (default 20) and TASKLANE_BENCH_RUNS
// (default 3) change the size and the number of measured uploads. Not a pass/fail test.
import console from 'node:console';
import { readFileSync, readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { HOST, PROJECT_ID, REGION, emulatorEnv, ports } = await import(path.join(ROOT, 'scripts/support/ports.mjs'));
Object.assign(process.env, emulatorEnv());
const MB = Number(process.env.TASKLANE_BENCH_MB ?? 20);
const RUNS = Number(process.env.TASKLANE_BENCH_RUNS ?? 3);

let stopAll = async () => {};
if (process.env.TASKLANE_BENCH_REUSE !== '1') {
  const { startEmulators } = await import(path.join(ROOT, 'scripts/support/emulators.mjs'));
  const { startMaildev } = await import(path.join(ROOT, 'scripts/support/maildev.mjs'));
  const { launchStorageStandin } = await import(path.join(ROOT, 'scripts/support/storage-standin.mjs'));
  const maildev = await startMaildev();
  const storage = await launchStorageStandin({ quiet: true });
  const emulators = await startEmulators({ quiet: true, only: ['auth', 'firestore', 'functions'] });
  stopAll = async () => {
    await emulators.stop();
    await storage.stop();
    await maildev.stop();
  };
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
}

const { initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { getFirestore } = await import('firebase-admin/firestore');
initializeApp({ projectId: PROJECT_ID });
const auth = getAuth();
const db = getFirestore();

/** RSS (bytes) of every Functions emulator worker, by pid. */
function workerRss() {
  /** @type {Map<string, number>} */
  const out = new Map();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('functionsEmulatorRuntime')) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) out.set(pid, Number(rss[1]) * 1024);
    } catch {
      /* gone */
    }
  }
  return out;
}
/** @param {Map<string, number>} m Worker pid → resident bytes. */
const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);

try {
  const email = `bench-${Date.now()}@example.test`;
  const user = await auth.createUser({ email, password: 'Bench-password-1!', emailVerified: true });
  const signIn = await fetch(`http://${HOST}:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bench-password-1!', returnSecureToken: true }),
  });
  const { idToken } = await signIn.json();
  const task = db.collection('tasks').doc();
  await task.set({ userId: user.uid, status: 'in_review', reviewerId: null, deliverableType: 'visual', history: [], attachments: [], queueStatus: null });

  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const big = Buffer.concat([png, Buffer.alloc(MB * 1024 * 1024 - png.length - 1024, 0x20)]);
  const url = `http://${HOST}:${ports.functions}/${PROJECT_ID}/${REGION}/uploadFile?taskId=${task.id}&purpose=attachment`;
  /** @param {Buffer<ArrayBuffer>} bytes @param {string} name */
  const send = async (bytes, name) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), name);
    const res = await fetch(url, { method: 'POST', body: form, headers: { Authorization: `Bearer ${idToken}` } });
    const body = await res.json();
    if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${JSON.stringify(body)}`);
    // The task takes 5 files: make room for the next run.
    await task.update({ attachments: [] });
  };

  // Warm-up: starts the worker and loads the bundle, so the runs measure the upload alone.
  await send(png, 'warm.png');
  console.log(`uploadFile, ${MB} MB PNG, ${RUNS} runs (worker RSS sampled every 10 ms from /proc)`);
  for (let i = 1; i <= RUNS; i++) {
    await new Promise((r) => setTimeout(r, 1500));
    const idle = sum(workerRss());
    let peak = idle;
    const timer = setInterval(() => {
      peak = Math.max(peak, sum(workerRss()));
    }, 10);
    const t0 = performance.now();
    await send(big, `big-${i}.png`);
    const secs = (performance.now() - t0) / 1000;
    clearInterval(timer);
    const delta = (peak - idle) / 1024 / 1024;
    console.log(
      `run ${i}: ${(MB / secs).toFixed(1)} MB/s (${secs.toFixed(2)} s)  worker RSS idle ${(idle / 1024 / 1024).toFixed(0)} MB, peak +${delta.toFixed(1)} MB = ${(delta / MB).toFixed(2)}× the file`,
    );
  }
} finally {
  await stopAll();
}
