// Cold start of a function instance: what a fresh Node loads before it runs its first call.
//
// functions/lib/index.js exports each function as a getter that loads its module on first use
// (functions/src/index.ts). A function's worker, in the emulator and on Cloud Run, reads only its
// own export (FUNCTION_TARGET), so it loads that function's code and packages; deployment and the
// emulator's discovery read every export, which is what every worker loaded before. Both variants
// run in fresh processes, alternated in one run, for a few functions of different weight; the
// medians and the resident memory after loading give the saving as ratios.
//
//   npm run build -w functions && npm run bench -- functions-cold-start [--runs=9]
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
const runs = Number(/^--runs=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 9);
// A light callable, the busiest one, the card webhook, and the export builder (zip, PDFs).
const TARGETS = ['previewPrice', 'submitTask', 'stripeWebhook', 'buildDataExportOnCreate'];

/**
 * Loads the bundle in a fresh Node in functions/ and reads `target`'s export (every export when
 * `target` is undefined); returns the milliseconds and the resident set in MB after loading.
 */
function load(target) {
  const read = target ? `m[${JSON.stringify(target)}];` : 'for (const k of Object.keys(m)) m[k];';
  const code = `const t=performance.now();const m=require(${JSON.stringify(bundle)});${read}process.stdout.write(JSON.stringify([performance.now()-t,process.memoryUsage().rss/1048576]))`;
  const r = spawnSync(process.execPath, ['-e', code], { cwd: functionsDir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

load(undefined); // warm the disk cache, not measured
const all = [];
const one = Object.fromEntries(TARGETS.map((t) => [t, []]));
for (let i = 0; i < runs; i++) {
  all.push(load(undefined));
  for (const t of TARGETS) one[t].push(load(t));
}
const ms = (xs) => median(xs.map((x) => x[0]));
const mb = (xs) => median(xs.map((x) => x[1]));
console.log(`functions cold start, ${runs} fresh processes per variant, alternated (Node ${process.version})`);
console.log(
  `  every export (discovery, and every worker before): median ${ms(all).toFixed(0)} ms, ${mb(all).toFixed(0)} MB`,
);
for (const t of TARGETS) {
  console.log(
    `  ${t.padEnd(24)} its own export only: median ${ms(one[t]).toFixed(0)} ms, ${mb(one[t]).toFixed(0)} MB` +
      `  (ratio ${(ms(one[t]) / ms(all)).toFixed(2)} time, ${(mb(one[t]) / mb(all)).toFixed(2)} memory)`,
  );
}
