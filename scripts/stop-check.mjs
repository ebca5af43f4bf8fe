// @ts-check
// Proves that a signal stops `npm test` and `npm start` whole: each is started with a marker in its
// environment (every process it starts inherits it), signalled once it is under way, and after it
// exits no process on the machine may still carry the marker. Run by CI after the suite, on its own
// port offset:  TASKLANE_PORT_OFFSET=5000 node scripts/stop-check.mjs
// It runs the scripts with the Node that runs it, so from a Node other than 24 it also proves the
// hand-over from that Node to Node 24 (scripts/bootstrap.mjs).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} marker @returns {{ pid: number, cmd: string }[]} */
function carriers(marker) {
  const out = [];
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`TASKLANE_STOP_CHECK=${marker}`)) continue;
      out.push({ pid, cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim().slice(0, 160) });
    } catch {
      // Gone, or not ours to read.
    }
  }
  return out;
}

/**
 * @param {{ name: string, args: string[], readyWhen: RegExp, signal: NodeJS.Signals, timeoutMs: number }} c
 * @returns {Promise<string[]>} what went wrong; empty when the run stopped whole
 */
async function check({ name, args, readyWhen, signal, timeoutMs }) {
  const marker = randomUUID();
  const started = Date.now();
  console.log(`stop-check: ${name}: starting, ${signal} once it prints ${readyWhen}`);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, TASKLANE_STOP_CHECK: marker },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, sig) => resolve(code ?? sig)));
  const tail = [];
  const ready = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const onData = (/** @type {Buffer} */ b) => {
      const text = b.toString();
      tail.push(...text.split('\n').filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - 15));
      if (readyWhen.test(text)) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => resolve(false));
  });
  const problems = [];
  if (!ready)
    problems.push(
      `${name}: never printed ${readyWhen} within ${timeoutMs / 1000}s; its last lines:\n    ${tail.join('\n    ')}`,
    );
  child.kill(signal);
  const code = await Promise.race([
    exited,
    new Promise((r) => setTimeout(r, 90_000, 'still running 90 s after the signal')),
  ]);
  // Processes take a moment to be reaped after their group is signalled.
  let left = carriers(marker);
  for (let i = 0; i < 20 && left.length > 0; i++) {
    await new Promise((r) => setTimeout(r, 500));
    left = carriers(marker);
  }
  if (left.length > 0) {
    problems.push(
      `${name}: ${left.length} processes left after ${signal}:\n${left.map((p) => `    ${p.pid} ${p.cmd}`).join('\n')}`,
    );
    for (const p of left) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
  console.log(
    `stop-check: ${name}: exit ${code} after ${signal}, ${left.length} processes left (${((Date.now() - started) / 1000).toFixed(0)}s)`,
  );
  return problems;
}

// `node scripts/stop-check.mjs start` (or `test`) checks one of the two.
const only = process.argv[2];
const checks = [];
if (only !== 'start')
  checks.push(
    await check({
      name: 'npm test',
      args: ['scripts/test.mjs', 'rules', 'unit'],
      readyWhen: /=== rules/,
      signal: 'SIGTERM',
      timeoutMs: 600_000,
    }),
  );
if (only !== 'test')
  checks.push(
    await check({
      name: 'npm start',
      args: ['scripts/start.mjs'],
      readyWhen: /Tasklane is running/,
      signal: 'SIGINT',
      timeoutMs: 600_000,
    }),
  );
for (const p of checks.flat()) console.error(`stop-check: ${p}`);
const failed = checks.filter((c) => c.length > 0).length;
console.log(`stop-check: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
