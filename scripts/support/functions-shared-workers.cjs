// Preloaded into the firebase-tools process (node --require) by scripts/support/emulators.mjs,
// before functions-worker-reaper.cjs.
//
// The Functions emulator keys its worker pool by function: the first call of each function starts
// a worker process for it (about 1.4 CPU seconds, most of it start-up), and a worker serves only
// its own function. A test run calls about 90 functions from many files, so it started some 460
// workers, and their start-ups were a third of the run's CPU.
//
// This makes the pool one shared pool: any idle worker serves any function, and a new worker starts
// only when every worker is busy. It uses the emulator's own "debug" protocol (the one behind
// --inspect-functions): a worker started with FUNCTION_DEBUG_MODE loads the codebase's index and
// reads which export to run from a message the emulator sends before each request. The index's
// exports are lazy getters (functions/src/index.ts), so a worker loads a function's module on the
// first call it serves of that function. Unlike --inspect-functions it adds no inspector and keeps
// the emulator's concurrent mode: calls still run side by side, each in its own worker, so
// concurrency tests race for real.
//
// Three changes make sharing safe (and functions-worker-reaper.cjs takes a worker killed for an
// unhandled error out of service at once, which matters more when any call can be handed it):
// - a worker is marked busy before its function's name is sent, not after (the emulator awaits the
//   message in between, and another call could take the same idle worker);
// - a call that finds no idle worker (one it started was taken by another call) waits for one;
// - the emulator is in debug mode only for the worker protocol: startNode sees it off, so no
//   --inspect flag and no debug port.
//
// TASKLANE_FUNCTIONS_WORKERS=per-function turns it off (one pool per function, as the emulator
// ships). firebase-tools is pinned (package.json); if these classes change shape this throws at
// start rather than misrouting calls.
const path = require('node:path');

const root = path.dirname(require.resolve('firebase-tools/package.json', { paths: [process.cwd()] }));
const workerModule = require(path.join(root, 'lib/emulator/functionsRuntimeWorker.js'));
const emulatorModule = require(path.join(root, 'lib/emulator/functionsEmulator.js'));
const { EmulatorLogger } = require(path.join(root, 'lib/emulator/emulatorLogger.js'));
const { RuntimeWorkerPool, RuntimeWorkerState } = workerModule;
const { FunctionsEmulator } = emulatorModule;

const SHARED_KEY = '~tasklane-shared~';
const WAIT_MS = 120_000;

if (
  typeof RuntimeWorkerPool.prototype.getKey !== 'function' ||
  typeof RuntimeWorkerPool.prototype.submitRequest !== 'function' ||
  typeof RuntimeWorkerPool.prototype.getIdleWorker !== 'function' ||
  typeof FunctionsEmulator.prototype.startNode !== 'function' ||
  typeof FunctionsEmulator.prototype.getEmulatorEnvs !== 'function' ||
  typeof EmulatorLogger?.forFunction !== 'function'
) {
  throw new Error(
    'functions-shared-workers: firebase-tools changed shape; update scripts/support/functions-shared-workers.cjs',
  );
}

// Every function's workers are one list.
RuntimeWorkerPool.prototype.getKey = function () {
  return SHARED_KEY;
};

RuntimeWorkerPool.prototype.submitRequest = async function (triggerId, req, resp, body, debug) {
  if (!debug) throw new Error(`functions-shared-workers: no function name to send for ${triggerId}`);
  let worker = this.getIdleWorker(triggerId);
  const deadline = Date.now() + WAIT_MS;
  while (!worker) {
    if (Date.now() > deadline) throw new Error(`functions-shared-workers: no idle worker for ${triggerId}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    worker = this.getIdleWorker(triggerId);
  }
  // Taken now, before the await below.
  worker.state = RuntimeWorkerState.BUSY;
  if (worker.triggerKey !== triggerId) {
    worker.triggerKey = triggerId;
    worker.logger = EmulatorLogger.forFunction(triggerId, worker.extensionLogInfo);
  }
  await worker.sendDebugMsg(debug);
  return worker.request(req, resp, body, true);
};

// Debug mode for the worker protocol (FUNCTION_DEBUG_MODE in the worker's environment, the
// function's name sent before each request), set after the constructor so the pools and the work
// queue keep the concurrent mode.
class SharedWorkersFunctionsEmulator extends FunctionsEmulator {
  constructor(args) {
    super(args);
    this.debugMode = true;
  }

  // Without debug mode startNode has no await: it spawns the worker and returns, so the flag is
  // off for exactly that call.
  startNode(backend, envs) {
    this.debugMode = false;
    try {
      return super.startNode(backend, envs);
    } finally {
      this.debugMode = true;
    }
  }
}
emulatorModule.FunctionsEmulator = SharedWorkersFunctionsEmulator;
