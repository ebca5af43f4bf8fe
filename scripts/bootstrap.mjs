// @ts-check
// Zero-dependency bootstrap, runnable by any Node >= 18: makes sure this checkout has its
// packages installed under Node 24 (from the npm `node` package), then re-runs the calling
// script under that Node. A fresh clone therefore needs only `npm start` or `npm test`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(ROOT, 'node_modules', '.tasklane-install-stamp');
const NODE24 = path.join(ROOT, 'node_modules', 'node', 'bin', 'node');
const SEED_DIR = path.join(ROOT, '.tasklane', 'node24');
const SEED_NODE = path.join(SEED_DIR, 'node_modules', 'node', 'bin', 'node');

function lockHash() {
  const h = createHash('sha256');
  for (const f of [
    'package.json',
    'package-lock.json',
    'domain/package.json',
    'functions/package.json',
    'web/package.json',
    'tests/package.json',
  ]) {
    const p = path.join(ROOT, f);
    if (existsSync(p)) h.update(readFileSync(p));
  }
  return h.digest('hex');
}

function run(cmd, args, env = process.env) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`tasklane: '${cmd} ${args.join(' ')}' failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
}

function withNodeOnPath(nodeBin) {
  return { ...process.env, PATH: `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH}` };
}

/** Installs packages when the lock changed since the last install; always under Node 24. */
export function ensureInstalled() {
  const want = lockHash();
  if (existsSync(STAMP) && existsSync(NODE24) && readFileSync(STAMP, 'utf8') === want) return;
  // Printed apart from the runner's own wall time, which starts after it: download speed is not ours.
  const started = Date.now();
  let installerNode = NODE24;
  if (!existsSync(NODE24)) {
    // npm skips engine-gated optional packages (native bindings) when it runs under an older
    // Node, so first fetch Node 24 alone, then install everything with it.
    if (!existsSync(SEED_NODE)) {
      console.log('tasklane: fetching Node 24 from the npm registry…');
      mkdirSync(SEED_DIR, { recursive: true });
      writeFileSync(path.join(SEED_DIR, 'package.json'), '{"private":true,"allowScripts":{"node":true}}');
      run('npm', ['install', '--prefix', SEED_DIR, '--no-audit', '--no-fund', '--no-package-lock', 'node@24']);
    }
    installerNode = SEED_NODE;
  }
  console.log('tasklane: installing packages under Node 24…');
  // `npm install`, not `npm ci`: the lock holds only the native bindings this registry serves
  // (unrs-resolver's linux ones), and `npm ci` refuses a lock that lacks any optional package.
  // With a lock present, `npm install` installs exactly the locked versions.
  run('npm', ['install', '--no-audit', '--no-fund'], withNodeOnPath(installerNode));
  // Hashed after the install: npm may rewrite the lock (a binding the registry newly serves), and
  // a stamp of the lock as it was would send every later run back to install.
  writeFileSync(STAMP, lockHash());
  console.log(`tasklane: install took ${((Date.now() - started) / 1000).toFixed(1)}s (not counted in the run's time)`);
}

/**
 * Re-runs the current script under Node 24 unless it already is; returns only in Node 24. The
 * first Node stays as a parent that hands SIGINT and SIGTERM on to the second and exits with it:
 * a signal sent to the first alone (CI stopping a run) must not leave the second running.
 */
export async function ensureNode24() {
  ensureInstalled();
  if (process.versions.node.split('.')[0] === '24') return;
  const { spawn } = await import('node:child_process');
  const child = spawn(NODE24, process.argv.slice(1), { stdio: 'inherit', env: withNodeOnPath(NODE24) });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.once('exit', (c, sig) => resolve(c ?? (sig === 'SIGINT' ? 130 : 143))),
  );
  process.exit(/** @type {number} */ (code));
}
