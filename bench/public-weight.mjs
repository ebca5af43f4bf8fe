#!/usr/bin/env node
// @ts-check
// Weighs the public pages' first load and scores them with Lighthouse (mobile).
//
//   TASKLANE_PORT_OFFSET=5000 node bench/public-weight.mjs [--no-build] [--no-lighthouse] [--runs=N (5)] [--cpu=N | --calibrate]
//
// 1. Builds the web app as production does (vite build, CSS purge, prerender of every public page
//    in both languages) into .tasklane/bench-dist.
// 2. For /, /fr/, /pricing, /fr/gatineau-services and one blog post: the JS a first visit loads
//    (entry + its static imports + the page's language catalog of public messages + the route's
//    chunks, gzipped),
//    the CSS that blocks the first paint (inlined critical rules) and the whole stylesheet that
//    loads after it, and whether the H1 and the description are in the HTML without JavaScript.
// 3. Serves that folder the way Firebase Hosting does (cleanUrls, the SPA shell where no file
//    exists) and runs Lighthouse in Debian's Chromium on the same five pages: for each, the median
//    (and the range) of N runs of each score and metric, with the machine's load average while
//    they ran, since a loaded machine lowers the performance score and nothing else.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { availableParallelism, loadavg } from 'node:os';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'web');
// Its own output folder, so a running Hosting emulator keeps serving web/dist untouched.
const dist = path.join(root, '.tasklane', 'bench-dist');
const ssr = '.bench-ssr';
const args = new Set(process.argv.slice(2));
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
// Lighthouse's default 4x CPU slowdown assumes a desktop-class host: it warns of a slow host below
// a benchmarkIndex of 1000, so 4x stands for a phone of about 1000 / 4 = 250. On a slower or loaded
// machine pass --cpu=<n>, or --calibrate to run every page twice: once at the default 4x, then at
// benchmarkIndex / 250, that index being the median of the default pass on this machine.
const cpuArg = process.argv.find((a) => a.startsWith('--cpu='))?.split('=')[1];
const calibrate = args.has('--calibrate');
const PHONE_BENCHMARK_INDEX = 250;
const offset = Number.parseInt(process.env.TASKLANE_PORT_OFFSET ?? '0', 10) || 0;
const port = 4173 + offset;
/** @param {string} name */
const bin = (name) => {
  const found = [path.join(web, 'node_modules/.bin', name), path.join(root, 'node_modules/.bin', name)].find((p) =>
    existsSync(p),
  );
  if (!found) throw new Error(`${name} is not installed; run npm install`);
  return found;
};

const PAGES = [
  { url: '/', lang: 'en', route: 'src/features/public/components/landing-sections.tsx' },
  { url: '/fr/', lang: 'fr', route: 'src/features/public/components/landing-sections.tsx' },
  { url: '/pricing', lang: 'en', route: 'src/features/public/pages/pricing-page.tsx' },
  { url: '/fr/gatineau-services', lang: 'fr', route: 'src/features/public/pages/gatineau-page.tsx' },
  { url: '/blog/how-ai-plus-human-review-works', lang: 'en', route: 'src/features/public/pages/blog-post-page.tsx' },
];

if (!args.has('--no-build')) {
  const env = { ...process.env, NODE_ENV: 'production' };
  /** @param {string} cmd @param {string[]} a */
  const step = (cmd, a) => {
    const r = spawnSync(cmd, a, { cwd: web, stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  };
  step(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir']);
  step(process.execPath, ['scripts/purge-css.mjs', dist]);
  step(bin('vite'), ['build', '--ssr', 'src/entry-server.tsx', '--outDir', ssr, '--emptyOutDir', '--logLevel', 'warn']);
  step(process.execPath, ['scripts/prerender.mjs', dist, ssr]);
}

// ---- 1. bytes ----
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
/** @param {Buffer} buf */
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
/** @param {string} file */
const fileGz = (file) => gz(readFileSync(path.join(dist, file)));
/** @param {(string | undefined)[]} keys The manifest keys of the modules loaded first. */
function closure(keys) {
  /** @type {Set<string>} */
  const js = new Set();
  /** @param {string | undefined} key */
  const visit = (key) => {
    if (!key) return;
    const entry = manifest[key];
    if (!entry || js.has(entry.file)) return;
    js.add(entry.file);
    for (const i of entry.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return js;
}
/** @param {number} n */
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
/** @param {string} url */
const htmlFile = (url) => path.join(dist, url.endsWith('/') ? `${url}index.html` : `${url}.html`);
const TARGET = { js: 120 * 1024, css: 25 * 1024 };

console.log('\n== first load per page (production build, gzip -9) ==');
console.log(
  `${'page'.padEnd(40)} ${'JS'.padStart(9)} ${'CSS inline'.padStart(11)} ${'CSS async'.padStart(10)} ${'HTML'.padStart(9)}  H1+description without JS`,
);
for (const page of PAGES) {
  const html = readFileSync(htmlFile(page.url), 'utf8');
  // The <noscript> copy of the stylesheet link is for readers without JavaScript only.
  const live = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const js = closure([entryKey, `src/locales/public/${page.lang}.po`, page.route]);
  const jsGz = [...js].reduce((a, f) => a + fileGz(f), 0);
  const inline = [...live.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  // A stylesheet link in <head> blocks the first paint; one at the end of <body> does not.
  /** @param {string} part */
  const sheets = (part) =>
    [...part.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)].map((m) => m[1] ?? '');
  const bodyAt = live.indexOf('<body');
  const blocking = sheets(live.slice(0, bodyAt));
  const asyncCss = [...new Set(sheets(live.slice(bodyAt)))];
  const cssFirst = gz(Buffer.from(inline)) + blocking.reduce((a, f) => a + fileGz(f), 0);
  const cssAsync = asyncCss.reduce((a, f) => a + fileGz(f), 0);
  const h1 = /<h1[^>]*>[^<]{3,}/.test(html);
  const desc = /<meta [^>]*name="description" content="[^"]{40,}"/.test(html.slice(0, html.indexOf('</head>')));
  const flags = [jsGz > TARGET.js ? 'JS over 120 kB' : '', cssFirst + cssAsync > TARGET.css ? 'CSS over 25 kB' : '']
    .filter(Boolean)
    .join(', ');
  console.log(
    `${page.url.padEnd(40)} ${kb(jsGz).padStart(9)} ${kb(cssFirst).padStart(11)} ${kb(cssAsync).padStart(10)} ${kb(gz(Buffer.from(html))).padStart(9)}  ${h1 && desc ? 'yes' : `NO (h1 ${h1}, description ${desc})`}${flags ? `  ${flags}` : ''}`,
  );
}
/** @param {Set<string>} set */
const firestoreIn = (set) =>
  [...set].some((f) => readFileSync(path.join(dist, f), 'utf8').includes('firestore.googleapis.com'));
console.log(
  `Firestore SDK in the landing's first load: ${firestoreIn(closure([entryKey, 'src/locales/public/en.po', PAGES[0]?.route])) ? 'YES' : 'no'}`,
);

if (args.has('--no-lighthouse')) process.exit(0);

// ---- 2. Lighthouse ----
// Serves dist like Firebase Hosting with cleanUrls: /pricing → pricing.html, /fr/ → fr/index.html,
// anything else → spa.html.
/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
};
const server = createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const candidates = [pathname, `${pathname}.html`, path.join(pathname, 'index.html'), '/spa.html'];
  // spa.html always exists, so a file is always found.
  const file = /** @type {string} */ (
    candidates
      .map((c) => path.join(dist, path.normalize(c)))
      .find((f) => f.startsWith(dist) && existsSync(f) && statSync(f).isFile())
  );
  const ext = path.extname(file);
  const body = readFileSync(file);
  const zipped = gzipSync(body);
  res.writeHead(200, {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'content-encoding': 'gzip',
    'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(zipped);
});
await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});
/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
/** @param {number[]} xs */
const range = (xs) => (xs.length > 1 ? ` (${Math.min(...xs)}–${Math.max(...xs)})` : '');
const load = () => loadavg()[0] ?? 0;
const CATS = ['performance', 'accessibility', 'best-practices', 'seo'];
/** @type {[name: string, auditId: string, show: (value: number) => string][]} */
const METRICS = [
  ['FCP', 'first-contentful-paint', (ms) => `${(ms / 1000).toFixed(1)} s`],
  ['LCP', 'largest-contentful-paint', (ms) => `${(ms / 1000).toFixed(1)} s`],
  ['TBT', 'total-blocking-time', (ms) => `${Math.round(ms)} ms`],
  ['CLS', 'cumulative-layout-shift', (x) => x.toFixed(3)],
];
const lhVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
/**
 * @param {string} route
 * @param {string | undefined} cpu The CPU slowdown; undefined keeps Lighthouse's default (4).
 */
const runLighthouse = async (route, cpu) => {
  const result = await lighthouse(
    `http://127.0.0.1:${port}${route}`,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATS },
    cpu
      ? {
          extends: 'lighthouse:default',
          settings: {
            throttling: {
              rttMs: 150,
              throughputKbps: 1638.4,
              requestLatencyMs: 562.5,
              downloadThroughputKbps: 1474.56,
              uploadThroughputKbps: 675,
              cpuSlowdownMultiplier: Number(cpu),
            },
          },
        }
      : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
  return result.lhr;
};
/**
 * @param {string | undefined} cpu
 * @returns {Promise<number>} The median benchmarkIndex of the runs.
 */
async function scoreAll(cpu) {
  /** @type {number[]} */
  const bench = [];
  console.log(
    `\n== Lighthouse ${lhVersion}, mobile, CPU slowdown ${cpu ?? '4 (default)'}, median of ${runs} run(s), (min–max) ==`,
  );
  for (const { url: route } of PAGES) {
    /** One entry per run: the four scores in CATS' order, the metrics in METRICS' order. */
    /** @type {{ scores: number[], metrics: number[] }[]} */
    const samples = [];
    const loads = [load()];
    /** @type {Set<string>} */
    const below = new Set();
    for (let i = 0; i < runs; i++) {
      const lhr = await runLighthouse(route, cpu);
      loads.push(load());
      samples.push({
        scores: CATS.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
        metrics: METRICS.map(([, id]) => lhr.audits[id]?.numericValue ?? Number.NaN),
      });
      for (const a of Object.values(lhr.audits)) {
        if (
          a.score !== null &&
          a.score < 0.9 &&
          !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode)
        )
          below.add(a.id);
      }
      bench.push(lhr.environment.benchmarkIndex);
      if (process.env.LH_JSON_DIR)
        writeFileSync(
          path.join(process.env.LH_JSON_DIR, `lhr${route.replace(/\//g, '_')}-cpu${cpu ?? 4}-${i + 1}.json`),
          JSON.stringify(lhr),
        );
    }
    const scores = CATS.map(
      (c, i) =>
        `${c} ${median(samples.map((x) => x.scores[i] ?? Number.NaN))}${range(samples.map((x) => x.scores[i] ?? Number.NaN))}`,
    );
    const metrics = METRICS.map(
      ([name, , show], i) => `${name} ${show(median(samples.map((x) => x.metrics[i] ?? Number.NaN)))}`,
    );
    console.log(`${route.padEnd(40)} ${scores.join('  ')}`);
    console.log(
      `           ${metrics.join('  ')}  load average (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
    );
    if (below.size) console.log(`           below 0.9 in some run: ${[...below].join(', ')}`);
  }
  console.log(
    `host benchmarkIndex (median of these runs): ${median(bench)}; CPU slowdown ${cpu ?? '4 (default)'}; load average now ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores`,
  );
  return median(bench);
}
try {
  if (calibrate) {
    const index = await scoreAll(undefined);
    const calibrated = Math.max(1, Math.round((index / PHONE_BENCHMARK_INDEX) * 10) / 10);
    console.log(`\ncalibrated CPU slowdown: benchmarkIndex ${index} / ${PHONE_BENCHMARK_INDEX} = ${calibrated}`);
    await scoreAll(String(calibrated));
  } else {
    await scoreAll(cpuArg);
  }
} finally {
  await chrome.kill();
  server.close();
}
