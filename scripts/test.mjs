// @ts-check
// npm test: every check and test suite, against emulators this script starts and stops.
//   npm test                    everything
//   npm test -- unit rules      only the named stages (lint, unit, rules, functions, e2e)
import { ensureNode24 } from './bootstrap.mjs';
await ensureNode24();

const { spawn } = await import('node:child_process');
const { createInterface } = await import('node:readline');
const { killGroup } = await import('./support/process.mjs');
const { LaunchError, ROOT, clearEmulatorData, startEmulators } = await import('./support/emulators.mjs');
const { startMaildev } = await import('./support/maildev.mjs');
const { launchStripeStandin } = await import('./support/stripe-standin.mjs');
const { launchStorageStandin } = await import('./support/storage-standin.mjs');
const { emulatorEnv } = await import('./support/ports.mjs');
const { failuresIn, fileTimesIn, retriedIn } = await import('./support/test-report.mjs');
const { gb, hostSpeed, sampleTreeMemory } = await import('./support/resources.mjs');
const { existsSync, mkdtempSync, readFileSync, rmSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
const { join } = await import('node:path');

const ALL = ['lint', 'unit', 'rules', 'functions', 'e2e'];
const wanted = process.argv.slice(2);
const unknown = wanted.filter((a) => !ALL.includes(a));
if (unknown.length > 0) {
  // A typo ("function", "e2e:") must not silently run nothing and report success.
  console.error(
    `tasklane: unknown test stage ${unknown.map((u) => `'${u}'`).join(', ')}; the stages are ${ALL.join(', ')}.`,
  );
  process.exit(2);
}
// TASKLANE_TEST_FILTER=profiles narrows vitest and Playwright to files matching it; commas or
// spaces separate several (TASKLANE_TEST_FILTER=tasks,pipeline).
const filter = (process.env.TASKLANE_TEST_FILTER ?? '').split(/[\s,]+/).filter(Boolean);
// A filter names files of one or two stages; the other stages then match nothing, which is not a failure.
const vitestArgs = filter.length > 0 ? ['--passWithNoTests', ...filter] : [];
const stages = wanted.length > 0 ? wanted : ALL;
// Idle Functions workers kept (scripts/support/functions-worker-reaper.cjs): each one kept saves a
// cold start, which is most of the CPU the workers use. A test run keeps more than `npm start`
// (16 for 90 s): its emulators' budget is 8 GB, `npm start`'s whole budget 6 GB (bench/start-memory.md).
process.env.TASKLANE_FUNCTIONS_MAX_IDLE ??= '20';
process.env.TASKLANE_FUNCTIONS_IDLE_MS ??= '180000';
// The reaper's count of workers started and the CPU seconds they used, printed with the cost.
const reaperLog = join(tmpdir(), `tasklane-reaper-${process.pid}.log`);
process.env.TASKLANE_FUNCTIONS_REAPER_LOG ??= reaperLog;
// Node's compile cache for every process of the run (vitest and Playwright workers, eslint, tsc,
// the emulators' function workers): each one compiles the same packages again without it.
process.env.NODE_COMPILE_CACHE ??= join(ROOT, '.tasklane', 'compile-cache');
const env = { ...process.env, ...emulatorEnv() };
/** @type {{ label: string, ok: boolean, secs: number, failures?: string[], retried?: string[], report?: string }[]} */
const results = [];
const t0 = Date.now();
// Times differ by machine: a fixed workload's figure beside them says how fast this one is.
const host = hostSpeed();
// The budget is about the emulators and the runners; Chromium's share is printed apart.
const memory = sampleTreeMemory(process.pid);
// Each runner also writes a JSON report, so the summary (the tail CI shows) names what failed.
const reportDir = mkdtempSync(join(tmpdir(), 'tasklane-reports-'));
/** @param {string} name */
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reportDir, `${name}.json`)}`,
  `--reporter=${join(ROOT, 'scripts', 'support', 'file-times-reporter.mjs')}`,
];

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();

/**
 * How many changes the Firestore emulator could not queue for a listen channel (its log warns once
 * per change past 10,000 unacknowledged messages, for the rest of the run). The journeys close every
 * channel their pages were given (tests/e2e/fixtures.ts) and run in parts on fresh emulators (below),
 * so none is expected; in one go a run overran one from about 16 minutes into the journeys (README,
 * "Listen channels on the emulator"), and thousands of warnings a minute slowed every listener.
 */
const FIRESTORE_LOG = join(ROOT, 'firestore-debug.log');
function abandonedChannelWarnings() {
  if (!existsSync(FIRESTORE_LOG)) return 0;
  return readFileSync(FIRESTORE_LOG, 'utf8').split('too many pending messagings').length - 1;
}

/**
 * Runs one stage and records its result. A stage run beside others (`tag` set) prefixes each line
 * of its output with the tag, so interleaved lines still say whose they are; a stage run alone
 * writes straight to the terminal.
 * @param {{ label: string, cmd: string, args: string[], report?: string, extraEnv?: Record<string, string>, tag?: string }} stage
 * @returns {Promise<boolean>}
 */
function run({ label, cmd, args, report, extraEnv = {}, tag }) {
  checkStopping();
  const started = Date.now();
  console.log(`\n=== ${label}${tag ? ` [${tag}]` : ''}`);
  const fileTimes = report ? { TASKLANE_FILE_TIMES: report.replace(/\.json$/, '.times.json') } : {};
  const child = spawn(cmd, args, {
    cwd: ROOT,
    detached: true,
    stdio: tag ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...env, ...fileTimes, ...extraEnv },
  });
  running.add(child);
  if (tag) {
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`[${tag}] ${line}`));
    }
  }
  return new Promise((resolve) => {
    child.once('close', (code) => {
      running.delete(child);
      const ok = code === 0;
      const secs = (Date.now() - started) / 1000;
      // A journey that passed only on its retry is a flake to fix, not a pass: the summary names it.
      const retried = report && label.startsWith('e2e: Playwright') ? retriedIn(report) : undefined;
      results.push({ label, ok, secs, failures: ok || !report ? [] : failuresIn(report), retried, report });
      console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} in ${secs.toFixed(1)}s`);
      resolve(ok);
    });
  });
}

const stops = [];
async function stopAll() {
  for (const child of running) killGroup(child, 'SIGTERM');
  while (stops.length > 0) await /** @type {() => Promise<void>} */ (stops.pop())();
}

class Stopping extends Error {}
/** Set by a signal: from then on nothing new starts, and the run unwinds through its `finally`. */
let stopping = /** @type {number | undefined} */ (undefined);
function checkStopping() {
  if (stopping !== undefined) throw new Stopping('stopped by a signal');
}
/**
 * Starts something that must be stopped at the end (a stand-in, the emulators): its stop is
 * registered at once, and if a signal came while it was starting it is not used.
 * @template {{ stop: () => Promise<void> }} S
 * @param {() => Promise<S>} start
 * @returns {Promise<S>}
 */
async function startService(start) {
  checkStopping();
  const service = await start();
  stops.push(service.stop);
  checkStopping();
  return service;
}
// CI stops a run with SIGTERM, a person with Ctrl-C. The running stage is stopped; the main flow
// then unwinds through its `finally`, which stops the emulators and stand-ins, and starts nothing
// new on the way (a journey part's fresh emulators included). A second signal stops at once.
for (const [signal, code] of /** @type {const} */ ([
  ['SIGINT', 130],
  ['SIGTERM', 143],
])) {
  process.on(signal, () => {
    if (stopping !== undefined) {
      void stopAll().then(() => process.exit(code));
      return;
    }
    stopping = code;
    console.log(`\ntasklane: ${signal}: stopping…`);
    for (const child of running) killGroup(child, 'SIGTERM');
  });
}

try {
  const needEmulators = stages.some((s) => ['rules', 'functions', 'e2e'].includes(s));
  const alone = !needEmulators;
  // Lint and unit need no emulators: they run beside the emulator stages, which mostly wait on
  // triggers (the load average was under 1 on two cores during the functions stage), and are
  // done before the journeys, which need both cores.
  const checks = (async () => {
    if (stages.includes('lint'))
      await run({
        label: 'lint: eslint, prettier, docs, tsc, French catalog',
        cmd: 'npm',
        args: ['run', 'lint'],
        tag: alone ? undefined : 'lint',
      });
    if (stages.includes('unit')) {
      await run({
        label: 'unit: domain',
        cmd: 'npm',
        args: ['run', 'test:unit', '--', ...vitestArgs, ...vitestReport('unit')],
        report: join(reportDir, 'unit.json'),
        tag: alone ? undefined : 'unit',
      });
    }
  })();
  // Awaited below; a signal can end it first, while the emulator stages still run.
  checks.catch(() => undefined);

  if (needEmulators) {
    if (
      !(await run({ label: 'build: functions', cmd: 'npm', args: ['run', 'build', '-w', 'functions'], tag: 'build' }))
    )
      throw new Error('functions build failed');
    if (
      stages.includes('e2e') &&
      !(await run({
        label: 'build: web (emulator mode)',
        cmd: 'npm',
        args: ['run', 'build', '-w', 'web'],
        tag: 'build',
      }))
    ) {
      throw new Error('web build failed');
    }
    const maildev = await startService(() => startMaildev());
    await startService(() => launchStripeStandin({ quiet: true }));
    await startService(() => launchStorageStandin({ quiet: true }));
    await startService(() => startEmulators({ quiet: true }));
    // The rules tests use projects of their own (demo-rules-*), the functions tests the app's:
    // they share the emulators but no data, so they run side by side.
    const both = stages.includes('rules') && stages.includes('functions');
    await Promise.all([
      stages.includes('rules')
        ? run({
            label: 'rules: Firestore security rules',
            cmd: 'npm',
            args: ['run', 'test:rules', '--', ...vitestArgs, ...vitestReport('rules')],
            report: join(reportDir, 'rules.json'),
            tag: both ? 'rules' : undefined,
          })
        : undefined,
      stages.includes('functions')
        ? run({
            label: 'functions: callables, triggers, schedules',
            cmd: 'npm',
            args: ['run', 'test:functions', '--', ...vitestArgs, ...vitestReport('functions')],
            report: join(reportDir, 'functions.json'),
            tag: both ? 'functions' : undefined,
          })
        : undefined,
    ]);
    await checks;
    if (stages.includes('e2e') && stages.includes('functions')) {
      // The journeys start from empty emulators, as a run of the e2e stage alone does: the
      // functions stage's thousands of documents, accounts and mails would slow every query,
      // listener and inbox poll after them.
      await clearEmulatorData();
      await maildev.clear();
    }
    // The prerendered pages over plain HTTP first: what a search engine reads, no browser.
    if (stages.includes('e2e')) {
      await run({
        label: 'e2e: public pages over plain HTTP',
        cmd: 'npm',
        args: ['run', 'test:public', '--', ...vitestArgs, ...vitestReport('public')],
        report: join(reportDir, 'public.json'),
      });
    }
    if (stages.includes('e2e')) {
      // The journeys run on the emulators the other stages used, in one Playwright run: the
      // desktop and phone projects side by side (fullyParallel), then the specs that change the
      // global settings (prices), which wait for every other spec (a project dependency), never
      // beside a journey that reads them. The Firestore emulator queues each change for every
      // listen channel until its client acknowledges it, and past 10,000 warns on each write
      // ("too many pending messagings"); the screens listen to bounded lists and the journeys
      // close their channels (tests/e2e/fixtures.ts), so the count printed below stays 0.
      // A file filter runs only those files, without the dependency projects (--no-deps).
      // The count of the emulator's warnings is printed; the target is 0.
      const report = join(reportDir, 'e2e.json');
      const warningsBefore = abandonedChannelWarnings();
      await run({
        label: 'e2e: Playwright in Debian Chromium',
        cmd: 'npm',
        args: ['run', 'test:e2e', '--', '--reporter=list,json', ...(filter.length > 0 ? ['--no-deps', ...filter] : [])],
        report,
        extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      });
      const warnings = abandonedChannelWarnings() - warningsBefore;
      console.log(
        `e2e: the Firestore emulator warned ${warnings} times of changes it could not queue for overrun listen channels (0 expected)`,
      );
      if (warnings > 0)
        console.log(`e2e: WARNING: the listen traffic is not bounded yet (${warnings} "too many pending messagings")`);
    }
  }
  await checks;
} catch (err) {
  if (err instanceof Stopping) {
    results.push({ label: 'stopped by a signal', ok: false, secs: 0 });
  } else if (err instanceof LaunchError) {
    console.error(`tasklane: ${err.message}`);
    results.push({ label: 'emulators', ok: false, secs: 0 });
  } else {
    console.error(err);
    results.push({ label: 'harness', ok: false, secs: 0 });
  }
} finally {
  await stopAll();
}
const peak = memory.stop();
if (stopping !== undefined) {
  console.log('tasklane: stopped; nothing of the run is left running.');
  process.exit(stopping);
}

const failed = results.filter((r) => !r.ok);
console.log('\n=== summary');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.label} (${r.secs.toFixed(1)}s)`);
  for (const f of r.failures ?? []) console.log(`        ✗ ${f}`);
  if (r.retried)
    console.log(`        retries used: ${r.retried.length}${r.retried.map((f) => `\n        ↻ ${f}`).join('')}`);
}
console.log('\n=== time per test file (longest first)');
for (const r of results) {
  const files = r.report ? fileTimesIn(r.report) : [];
  if (files.length === 0) continue;
  console.log(`${r.label}:`);
  for (const f of files) console.log(`  ${f.secs.toFixed(1).padStart(7)}s  ${f.file}`);
}
rmSync(reportDir, { recursive: true, force: true });
console.log('\n=== cost');
console.log(
  `host speed: ${host.units} units (a fixed hashing and JSON workload in ${host.ms.toFixed(0)} ms; 1000 units = 1 s)`,
);
console.log(
  `peak memory (summed RSS of the run's processes, sampled every 2 s): ${gb(peak.total)} in all; emulators ${gb(peak.emulators)} (budget 8 GB), Chromium ${gb(peak.chromium)}, runners and tools ${gb(peak.other)}`,
);
if (existsSync(reaperLog)) {
  for (const line of readFileSync(reaperLog, 'utf8').trim().split('\n')) console.log(line);
  rmSync(reaperLog, { force: true });
}
console.log(`wall time ${((Date.now() - t0) / 1000).toFixed(1)}s`);
console.log(`stages: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
