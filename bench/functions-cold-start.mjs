// Cold start of a function instance: the time to load functions/lib/index.js in a fresh Node, as built and with what it used to load eagerly.
//
// Every function instance, in production and in each Functions emulator worker, loads the whole
// bundle before it runs one call. The file parsers (exceljs, mammoth, unpdf, music-metadata) and
// pdfkit are loaded on first use, and the logger comes from firebase-functions/logger rather than
// the package's root (which loads every v1 provider). The second variant requires all of those up
// front, as the bundle did before, so the two medians (alternated in one run) give the saving as
// a ratio.
//
//   npm run build -w functions && npm run bench -- functions-cold-start [--runs=15]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const functionsDir = path.join(root, 'functions');
const bundle = path.join(functionsDir, 'lib', 'index.js');
if (!existsSync(bundle)) {
  console.error('bench: functions/lib/index.js is missing; run `npm run build -w functions` first.');
  process.exit(2);
}
const runs = Number(/^--runs=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 15);
const LAZY = ['exceljs', 'mammoth', 'unpdf', 'music-metadata', 'pdfkit', 'firebase-functions'];

/** Runs `code` in a fresh Node in functions/ and returns the milliseconds it printed. */
function timed(code) {
  const r = spawnSync(process.execPath, ['-e', code], { cwd: functionsDir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return Number(r.stdout);
}

/** Milliseconds from a fresh process's first line to the bundle loaded, measured inside it. */
function load(eager) {
  const pre = eager ? LAZY.map((p) => `require(${JSON.stringify(p)});`).join('') : '';
  return timed(
    `const t=performance.now();${pre}require(${JSON.stringify(bundle)});process.stdout.write(String(performance.now()-t))`,
  );
}

/** Milliseconds each lazy package adds when required alone after the bundle. */
const alone = (pkg) =>
  timed(
    `require(${JSON.stringify(bundle)});const t=performance.now();require(${JSON.stringify(pkg)});process.stdout.write(String(performance.now()-t))`,
  );

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

load(false); // warm the disk cache, not measured
const lazy = [];
const eager = [];
for (let i = 0; i < runs; i++) {
  lazy.push(load(false));
  eager.push(load(true));
}
const mLazy = median(lazy);
const mEager = median(eager);
console.log(`functions cold start, ${runs} fresh processes each, alternated (Node ${process.version})`);
console.log(
  `  as built (deferred until first use):         median ${mLazy.toFixed(0)} ms  [${Math.min(...lazy).toFixed(0)}–${Math.max(...lazy).toFixed(0)}]`,
);
console.log(
  `  with them eagerly, as before:               median ${mEager.toFixed(0)} ms  [${Math.min(...eager).toFixed(0)}–${Math.max(...eager).toFixed(0)}]`,
);
console.log(
  `  ratio as built / before: ${(mLazy / mEager).toFixed(2)}  (saves ${(mEager - mLazy).toFixed(0)} ms per instance)`,
);
console.log('  each deferred module, required after the bundle (median of 5):');
for (const pkg of LAZY)
  console.log(`    ${pkg.padEnd(18)} ${median(Array.from({ length: 5 }, () => alone(pkg))).toFixed(0)} ms`);
