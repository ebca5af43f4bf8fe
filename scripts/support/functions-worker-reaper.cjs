// Preloaded into the firebase-tools process (node --require) by scripts/support/emulators.mjs.
//
// The Functions emulator starts one worker process per function, plus one per concurrent call,
// and never stops an idle one: each holds the whole bundle (about 100-130 MB), so a test run or a
// long `npm start` piles up a hundred of them and 15 GB. This bounds the pool: a worker idle for
// longer than TASKLANE_FUNCTIONS_IDLE_MS is stopped, and past TASKLANE_FUNCTIONS_MAX_IDLE idle
// workers the least recently used go first. A busy or starting worker is never touched, so calls
// still run side by side (concurrency tests race for real); a function whose worker was stopped
// gets a new one on its next call, as at its first.
//
// It stops a worker the way the emulator's own refresh() does on a code reload (state FINISHING,
// then kill), so the pool drops it when the process exits. firebase-tools is pinned (package.json);
// if its worker classes change shape this throws at start rather than leaking quietly.
const path = require('node:path');

const IDLE_MS = Number(process.env.TASKLANE_FUNCTIONS_IDLE_MS ?? 90_000);
const MAX_IDLE = Number(process.env.TASKLANE_FUNCTIONS_MAX_IDLE ?? 16);
const SWEEP_MS = 5_000;

const root = path.dirname(require.resolve('firebase-tools/package.json', { paths: [process.cwd()] }));
const { RuntimeWorker, RuntimeWorkerPool, RuntimeWorkerState } = require(
  path.join(root, 'lib/emulator/functionsRuntimeWorker.js'),
);

const state = Object.getOwnPropertyDescriptor(RuntimeWorker.prototype, 'state');
if (
  !state?.set ||
  !state.get ||
  typeof RuntimeWorkerPool.prototype.getIdleWorker !== 'function' ||
  typeof RuntimeWorkerPool.prototype.addWorker !== 'function'
) {
  throw new Error(
    'functions-worker-reaper: firebase-tools worker pool changed shape; update scripts/support/functions-worker-reaper.cjs',
  );
}

// When each worker last became idle.
Object.defineProperty(RuntimeWorker.prototype, 'state', {
  configurable: true,
  get: state.get,
  set(next) {
    if (next === RuntimeWorkerState.IDLE) this.tasklaneIdleSince = Date.now();
    state.set.call(this, next);
  },
});

const pools = new Set();
let reaped = 0;
let started = 0;
// CPU seconds the stopped workers used (user + system, from /proc on Linux), to compare runs.
let cpuSeconds = 0;

/** The CPU seconds a worker process has used so far, or 0 where /proc is not there. */
function cpuOf(worker) {
  try {
    const stat = require('node:fs').readFileSync(`/proc/${worker.runtime.process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

/** Stops stale and surplus idle workers of every pool, except `keep` (about to serve a call). */
function sweep(keep) {
  const now = Date.now();
  const idle = [];
  for (const pool of pools) {
    for (const workers of pool.workers.values()) {
      for (const w of workers) if (w !== keep && w.state === RuntimeWorkerState.IDLE) idle.push(w);
    }
  }
  idle.sort((a, b) => (a.tasklaneIdleSince ?? 0) - (b.tasklaneIdleSince ?? 0));
  const surplus = Math.max(0, idle.length - MAX_IDLE);
  idle.forEach((w, i) => {
    if (i < surplus || now - (w.tasklaneIdleSince ?? now) > IDLE_MS) {
      cpuSeconds += cpuOf(w);
      w.state = RuntimeWorkerState.FINISHING;
      w.runtime.process.kill();
      reaped += 1;
    }
  });
}

const addWorker = RuntimeWorkerPool.prototype.addWorker;
RuntimeWorkerPool.prototype.addWorker = function (...args) {
  pools.add(this);
  started += 1;
  return addWorker.apply(this, args);
};

// Called just before a call is handed to a worker (synchronously, no await in between): the one
// it returns is kept, the rest of the sweep runs then, when the pool is being used anyway.
const getIdleWorker = RuntimeWorkerPool.prototype.getIdleWorker;
RuntimeWorkerPool.prototype.getIdleWorker = function (...args) {
  const worker = getIdleWorker.apply(this, args);
  sweep(worker);
  return worker;
};

setInterval(() => sweep(undefined), SWEEP_MS).unref();
process.on('exit', () => {
  const log = process.env.TASKLANE_FUNCTIONS_REAPER_LOG;
  if (!log) return;
  for (const pool of pools)
    for (const workers of pool.workers.values()) for (const w of workers) cpuSeconds += cpuOf(w);
  const line = `functions-worker-reaper: started ${started} workers, stopped ${reaped} idle ones (idle limit ${IDLE_MS} ms, at most ${MAX_IDLE} idle); workers used ${cpuSeconds.toFixed(0)} CPU seconds\n`;
  // A path: append the line there (the emulators' own output is quiet in test runs); otherwise stderr.
  if (log.includes('/')) require('node:fs').appendFileSync(log, line);
  else process.stderr.write(line);
});
