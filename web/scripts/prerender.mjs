#!/usr/bin/env node
// Writes every public page, in English and French, to HTML after `vite build`:
//   dist/index.html, dist/pricing.html, dist/blog/<slug>.html, dist/fr/index.html, dist/fr/pricing.html, …
// (Firebase Hosting's cleanUrls serves /pricing from pricing.html), plus dist/spa.html, the empty
// shell that every other route is rewritten to. Each page inlines the CSS rules its own HTML uses
// (Beasties) and loads the whole stylesheet without blocking the first paint (linked for print,
// switched to all media by the first-paint script once loaded). The pages are rendered by React's own static
// renderer from the SSR build of src/entry-server.tsx; nothing crawls a running site.
import Beasties from 'beasties';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(web, process.argv[2] ?? 'dist');
const ssrDir = path.resolve(web, process.argv[3] ?? 'dist-ssr');

const server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);

// The whole stylesheet moves to the end of <body>: it no longer blocks the first paint, and needs
// no inline onload handler, which the Content-Security-Policy (scripts from our origin only) refuses.
const critical = new Beasties({
  path: dist,
  publicPath: '/',
  preload: 'body',
  pruneSource: false,
  reduceInlineStyles: false,
  logLevel: 'warn',
});

// Even at the end of <body>, a stylesheet holds the first paint back until it has loaded. Linked
// for print, it does not; the first-paint script (web/preload.ts) switches it to all media once
// loaded, and the <noscript> copy serves readers without JavaScript. The rules inlined in <head>
// cover every element of the page, so nothing moves when it applies.
function deferStylesheet(html) {
  let found = 0;
  const out = html.replace(
    /<link rel="stylesheet"( crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
    (_, cors = '', href) => {
      found++;
      return `<link rel="stylesheet"${cors} href="${href}" media="print" data-async-css=""><noscript><link rel="stylesheet"${cors} href="${href}"></noscript>`;
    },
  );
  if (found !== 1) throw new Error(`prerender: expected the page's one stylesheet link, found ${found}`);
  return out;
}

// The public settings (prices, packs, plans, tiers) the pages are built with. Each page refreshes
// them once it is live, from /api/public-settings; building with the live ones keeps what a visitor
// reads first, and what a reader without JavaScript or a search engine reads, current as of the build.
// The source: PUBLIC_SETTINGS_URL if set; else the Functions emulator's function (emulator builds,
// when the emulators are running); else the site's own endpoint when SITE_ORIGIN names it. No
// answer (no backend, offline) is no failure: the pages are built with the defaults, and say so.
const REGION = 'northamerica-northeast1';
function settingsSource() {
  if (process.env.PUBLIC_SETTINGS_URL) return process.env.PUBLIC_SETTINGS_URL;
  if (process.env.FUNCTIONS_EMULATOR_ORIGIN) {
    return `${process.env.FUNCTIONS_EMULATOR_ORIGIN}/${process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-tasklane'}/${REGION}/publicSettings`;
  }
  if (process.env.SITE_ORIGIN) return `${process.env.SITE_ORIGIN.replace(/\/$/, '')}/api/public-settings`;
  return null;
}
async function fetchSettings(url) {
  if (!url) return { body: null, why: 'no source configured' };
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
    if (!res.ok) return { body: null, why: `${url} answered ${res.status}` };
    return { body: await res.json(), why: '' };
  } catch (err) {
    return { body: null, why: `${url} unreachable (${err instanceof Error ? err.message : String(err)})` };
  }
}
const source = settingsSource();
const fetched = await fetchSettings(source);
const built = server.publicSettingsForBuild(fetched.body);
if (built.source === 'fetched') console.log(`prerender: public settings from ${source}`);
else
  console.log(
    `prerender: public settings from the defaults (${built.issues ? `${source} answered invalid settings: ${built.issues}` : fetched.why})`,
  );
const settingsSeed = `<script type="application/json" id="${server.PUBLIC_SETTINGS_SEED_ID}">${JSON.stringify(built.settings).replace(/</g, '\\u003c')}</script>`;

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
// The shell of every other route carries them too: a public page reached from it renders at once.
// So do the signed-in routes' own shells (web/preload.ts writes them, and lists them).
const withSeed = (html) => html.replace('<div id="root"></div>', `<div id="root"></div>\n    ${settingsSeed}`);
writeFileSync(path.join(dist, 'spa.html'), withSeed(template));
for (const shell of JSON.parse(readFileSync(path.join(dist, '.vite/route-shells.json'), 'utf8'))) {
  writeFileSync(path.join(dist, shell), withSeed(readFileSync(path.join(dist, shell), 'utf8')));
}

// The tags React hoists (title, meta, link) come first in its output; they belong in <head>.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;
const jsonForScript = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

function page(rendered, locale) {
  const hoisted = HOISTED.exec(rendered.html)?.[0] ?? '';
  if (!hoisted.includes('<title>')) throw new Error('prerender: a page rendered no <title>');
  const body = rendered.html.slice(hoisted.length);
  // Marked so the app can drop them when it starts: once hydrated, React adds its own copies.
  const head = hoisted.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered=""');
  const seed = `<script type="application/json" id="tasklane-content">${jsonForScript(rendered.content)}</script>`;
  return (
    template
      // The page paints its own header and content: no boot shell (index.html) above them.
      .replace(/\s*<!--boot-shell-->[\s\S]*<!--\/boot-shell-->/, '')
      // Nor the signed-in screens' preload script: a public page never needs it.
      .replace(/\s*<!--signed-in-preload-->[\s\S]*<!--\/signed-in-preload-->/, '')
      .replace(/<html lang="[^"]*"/, `<html lang="${locale === 'fr' ? 'fr-CA' : 'en-CA'}"`)
      .replace(/\s*<title>[^<]*<\/title>/, '')
      .replace('</head>', `${head}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>\n    ${seed}\n    ${settingsSeed}`)
  );
}

const fileFor = (url) => {
  if (url.endsWith('/')) return path.join(dist, url, 'index.html');
  return path.join(dist, `${url}.html`);
};

const paths = [...server.PUBLIC_PAGE_PATHS, ...server.blogSlugs.map((s) => `/blog/${encodeURIComponent(s)}`)];
let count = 0;
for (const locale of ['en', 'fr']) {
  for (const p of paths) {
    const url = server.localizedHref(p, locale);
    const rendered = await server.render(`http://localhost${url}`, locale, built.settings);
    const file = fileFor(url);
    mkdirSync(path.dirname(file), { recursive: true });
    const html = deferStylesheet(await critical.process(page(rendered, locale)));
    // The Content-Security-Policy runs scripts from our origin only: a page carrying an inline
    // script (or an inline event handler) would be broken in production, so the build stops.
    const inline = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>|\son[a-z]+=["']/i.exec(html);
    if (inline) throw new Error(`prerender: ${url} has an inline script or handler: ${inline[0]}`);
    writeFileSync(file, html);
    count++;
  }
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${count} pages (${paths.length} in each language) into ${path.relative(web, dist) || '.'}`);
