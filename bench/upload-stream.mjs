// @ts-check
// Upload throughput and memory for a 20 MB file through the upload path the web uses, against the
// emulators and the Cloud Storage stand-in: startUpload opens a resumable session, the bytes are
// PUT straight to it, and finishUpload checks the stored object (reading it back as streams) and
// records it. For each run it prints MB/s for the whole path and for each step, and the peak RSS
// above idle, sampled every 10 ms from /proc, of the Functions emulator's workers and of the
// stand-in, as a ratio to the file size. Each run also sends a 5 MB file, so one run shows
// whether the functions' memory grows with the file: streaming keeps it flat.
//
//   npm run build -w functions
//   TASKLANE_PORT_OFFSET=<n> node_modules/.bin/node bench/upload-stream.mjs
//
// It starts the emulators and the stand-in itself; with TASKLANE_BENCH_REUSE=1 it uses those
// already running on the offset's ports (the stand-in's memory is then not sampled).
// TASKLANE_BENCH_MB (default 20), TASKLANE_BENCH_SMALL_MB (default 5) and TASKLANE_BENCH_RUNS
// (default 3) change the sizes and the number of measured runs. Not a pass/fail test.
import console from 'node:console';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { HOST, PROJECT_ID, REGION, emulatorEnv, ports } = await import(path.join(ROOT, 'scripts/support/ports.mjs'));
Object.assign(process.env, emulatorEnv());
const MB = Number(process.env.TASKLANE_BENCH_MB ?? 20);
const SMALL_MB = Number(process.env.TASKLANE_BENCH_SMALL_MB ?? 5);
const RUNS = Number(process.env.TASKLANE_BENCH_RUNS ?? 3);

let stopAll = async () => {};
/** @type {number | undefined} */
let standinPid;
if (process.env.TASKLANE_BENCH_REUSE !== '1') {
  const { startEmulators } = await import(path.join(ROOT, 'scripts/support/emulators.mjs'));
  const { startMaildev } = await import(path.join(ROOT, 'scripts/support/maildev.mjs'));
  const { launchStorageStandin } = await import(path.join(ROOT, 'scripts/support/storage-standin.mjs'));
  const maildev = await startMaildev();
  const storage = await launchStorageStandin({ quiet: true });
  standinPid = storage.pid;
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

/** @param {string} pid @returns {number | null} Resident bytes of one process. */
function rssOf(pid) {
  try {
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return rss ? Number(rss[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * RSS (bytes) of this checkout's Functions emulator workers, by pid. Other checkouts on the same
 * machine run workers too: only those whose working directory is ours count.
 * @returns {Map<string, number>}
 */
function workerRss() {
  const out = new Map();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('functionsEmulatorRuntime')) continue;
      if (!readlinkSync(`/proc/${pid}/cwd`).startsWith(ROOT)) continue;
    } catch {
      continue;
    }
    const rss = rssOf(pid);
    if (rss !== null) out.set(pid, rss);
  }
  return out;
}
const standinRss = () => (standinPid ? (rssOf(String(standinPid)) ?? 0) : 0);
const mb = (/** @type {number} */ b) => b / 1024 / 1024;

/**
 * Runs `fn` while sampling RSS every 10 ms. For the functions: the largest growth of any one worker
 * that was already running (the one that served the call grows; the others idle), and how many
 * workers the emulator started meanwhile (a new worker's whole RSS is start-up, not the upload).
 * For the stand-in: its growth.
 * @template T @param {() => Promise<T>} fn
 */
async function sampled(fn) {
  const before = workerRss();
  const peak = new Map(before);
  const spawned = new Set();
  const standinIdle = standinRss();
  let standinPeak = standinIdle;
  const timer = setInterval(() => {
    for (const [pid, rss] of workerRss()) {
      if (!before.has(pid)) spawned.add(pid);
      else peak.set(pid, Math.max(peak.get(pid) ?? 0, rss));
    }
    standinPeak = Math.max(standinPeak, standinRss());
  }, 10);
  try {
    const value = await fn();
    const growth = Math.max(0, ...[...before].map(([pid, rss]) => (peak.get(pid) ?? rss) - rss));
    return {
      value,
      worker: mb(growth),
      spawned: spawned.size,
      workers: before.size,
      standin: mb(standinPeak - standinIdle),
    };
  } finally {
    clearInterval(timer);
  }
}

try {
  const email = `bench-${Date.now()}@example.test`;
  const user = await auth.createUser({ email, password: 'Bench-password-1!', emailVerified: true });
  const signIn = await fetch(
    `http://${HOST}:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bench-password-1!', returnSecureToken: true }),
    },
  );
  const { idToken } = await signIn.json();
  const task = db.collection('tasks').doc();
  await task.set({
    userId: user.uid,
    status: 'in_review',
    reviewerId: null,
    deliverableType: 'visual',
    history: [],
    attachments: [],
    queueStatus: null,
  });

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  /** A PNG signature and header, then filler up to `size` megabytes. @param {number} size */
  const pngOf = (size) => Buffer.concat([png, Buffer.alloc(Math.round(size * 1024 * 1024) - png.length, 0x20)]);
  const fn = (/** @type {string} */ name) => `http://${HOST}:${ports.functions}/${PROJECT_ID}/${REGION}/${name}`;
  /** @param {string} name @param {unknown} body */
  const post = async (name, body) => {
    const res = await fetch(fn(name), {
      method: 'POST',
      headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await res.json();
    if (res.status !== 201) throw new Error(`${name} refused: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  /** The web's three steps, timed one by one. @param {Buffer} bytes @param {string} name */
  const send = async (bytes, name) => {
    const t0 = performance.now();
    const { upload } = await post('startUpload', {
      taskId: task.id,
      purpose: 'attachment',
      name,
      size: bytes.length,
      contentType: 'image/png',
    });
    const t1 = performance.now();
    const put = await fetch(upload.sessionUri, { method: 'PUT', body: new Uint8Array(bytes) });
    await put.arrayBuffer();
    if (put.status !== 200) throw new Error(`the session refused the bytes: ${put.status}`);
    const t2 = performance.now();
    await post('finishUpload', { uploadId: upload.id });
    const t3 = performance.now();
    // The task takes 5 files: make room for the next run.
    await task.update({ attachments: [] });
    return { open: (t1 - t0) / 1000, put: (t2 - t1) / 1000, finish: (t3 - t2) / 1000, total: (t3 - t0) / 1000 };
  };

  // Warm-up: starts a worker for each function and loads the bundle, so the runs measure uploads.
  await send(png, 'warm.png');
  await send(pngOf(1), 'warm-1mb.png');
  console.log(
    `startUpload → PUT to the session → finishUpload; ${MB} MB and ${SMALL_MB} MB PNGs, ${RUNS} runs; RSS above idle sampled every 10 ms from /proc`,
  );
  for (let i = 1; i <= RUNS; i++) {
    /** @type {string[]} */
    const line = [`run ${i}:`];
    for (const size of [MB, SMALL_MB]) {
      await new Promise((r) => setTimeout(r, 1500));
      const bytes = pngOf(size);
      const r = await sampled(() => send(bytes, `run-${i}-${size}mb.png`));
      const t = r.value;
      line.push(
        `${size} MB: ${(size / t.total).toFixed(1)} MB/s (${t.total.toFixed(2)} s = open ${t.open.toFixed(2)} + put ${t.put.toFixed(2)} + finish ${t.finish.toFixed(2)}), ` +
          `busiest function worker +${r.worker.toFixed(1)} MB (${(r.worker / size).toFixed(2)}× the file; ${r.workers} workers, ${r.spawned} started meanwhile)` +
          (standinPid ? `, stand-in +${r.standin.toFixed(1)} MB (${(r.standin / size).toFixed(2)}×)` : ''),
      );
    }
    console.log(line.join('\n  '));
  }
} finally {
  await stopAll();
}
