// Preloaded into the firebase-tools process (node --require) by scripts/support/emulators.mjs.
//
// The Functions emulator starts a worker process for each call that finds no idle one (with
// functions-shared-workers.cjs any idle worker serves any function; without it, only one of the
// same function), and never stops an idle one: after a burst of concurrent calls, or with a pool
// per function, a test run or a long `npm start` piled up a hundred of them and 15 GB. This bounds
// the pool: a worker idle for longer than TASKLANE_FUNCTIONS_IDLE_MS is stopped, and past
// TASKLANE_FUNCTIONS_MAX_IDLE idle workers the least recently used go first. A busy or starting
// worker is never touched, so calls still run side by side (concurrency tests race for real); a
// call that finds no idle worker gets a new one, as at the first.
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
// Every worker started, with the CPU seconds it had used when last seen (user + system, from /proc
// on Linux; read every 5 s and when it is stopped), to compare runs. A worker that exits on its
// own or at shutdown keeps its last reading, at most one sweep old.
const everyWorker = new Set();

/** The CPU seconds a worker process has used so far, or 0 where /proc is not there. */
function cpuOf(worker) {
  if (worker.state === RuntimeWorkerState.FINISHED) return worker.tasklaneCpu ?? 0;
  try {
    const stat = require('node:fs').readFileSync(`/proc/${worker.runtime.process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    worker.tasklaneCpu = (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in ticks of 1/100 s
  } catch {
    // Gone already: its last reading stands.
  }
  return worker.tasklaneCpu ?? 0;
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
      cpuOf(w);
      w.state = RuntimeWorkerState.FINISHING;
      w.runtime.process.kill();
      reaped += 1;
    }
  });
}

// A worker whose function raised an unhandled error is killed by the emulator (it logs FATAL, and
// the emulator kills the process), but the call still ends first and marks it idle, and until the
// process has exited the pool would hand it the next call, which then fails with ECONNRESET. With a
// pool per function that next call has to be the same function's; with functions-shared-workers.cjs
// it is any call. So a worker is taken out of service (FINISHING, which the pool never hands out and
// this sweep never touches) the moment it is killed.
const addWorker = RuntimeWorkerPool.prototype.addWorker;
RuntimeWorkerPool.prototype.addWorker = function (...args) {
  pools.add(this);
  const worker = addWorker.apply(this, args);
  everyWorker.add(worker);
  worker.runtime.events.on('log', (log) => {
    if (log.type === 'runtime-status' && log.text === 'killed') worker.state = RuntimeWorkerState.FINISHING;
  });
  return worker;
};

// Called just before a call is handed to a worker (synchronously, no await in between): the one
// it returns is kept, the rest of the sweep runs then, when the pool is being used anyway.
const getIdleWorker = RuntimeWorkerPool.prototype.getIdleWorker;
RuntimeWorkerPool.prototype.getIdleWorker = function (...args) {
  const worker = getIdleWorker.apply(this, args);
  sweep(worker);
  return worker;
};

setInterval(() => {
  for (const w of everyWorker) cpuOf(w);
  sweep(undefined);
}, SWEEP_MS).unref();
process.on('exit', () => {
  const log = process.env.TASKLANE_FUNCTIONS_REAPER_LOG;
  if (!log) return;
  let cpuSeconds = 0;
  for (const w of everyWorker) cpuSeconds += cpuOf(w);
  const line = `functions-worker-reaper: started ${everyWorker.size} workers, stopped ${reaped} idle ones (idle limit ${IDLE_MS} ms, at most ${MAX_IDLE} idle); workers used ${cpuSeconds.toFixed(0)} CPU seconds\n`;
  // A path: append the line there (the emulators' own output is quiet in test runs); otherwise stderr.
  if (log.includes('/')) require('node:fs').appendFileSync(log, line);
  else process.stderr.write(line);
});
