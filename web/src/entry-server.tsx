/**
 * Build-time rendering of the public pages (web/scripts/prerender.mjs calls this) with React's
 * own server renderers, once everything the page waits for has loaded, so the HTML has the
 * page's full text and no script. Nothing here ships to browsers.
 */
import { parsePublicRead, type Locale, type PublicRead, type PublicSettings } from '@tasklane/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppShell } from './app/app';
import { AppRoutes } from './app/router';
import { clearContent, contentSnapshot } from './features/public/content/use-content';
import { activateLocale, i18n } from './lib/i18n';
import { seedPublicSettings } from './lib/public-settings';

export { blogSlugs } from './features/public/content/content';
export { PUBLIC_PAGE_PATHS, localizedHref } from './config/public-pages';
export { PUBLIC_SETTINGS_SEED_ID } from './lib/public-settings';

/**
 * The public settings the pages are built with: `fetched` (the JSON of /api/public-settings, or
 * null when no backend answered) parsed by the domain's schema, else the defaults. Prices shown
 * before the page's own refresh are these, so a build from a live project shows live prices.
 */
export function publicSettingsForBuild(fetched: unknown): {
  settings: PublicRead;
  source: 'fetched' | 'defaults';
  issues?: string;
} {
  // null (no backend answered) reads as a missing answer: the defaults, with no issue to report.
  const parsed = parsePublicRead(fetched ?? undefined);
  if (parsed.missing) return { settings: parsed.value, source: 'defaults' };
  if (!parsed.issues) return { settings: parsed.value, source: 'fetched' };
  return {
    settings: parsed.value,
    source: 'defaults',
    issues: parsed.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
  };
}

export interface Rendered {
  /** The markup for #root, hoisted <title>/<meta>/<link> tags first (the caller moves them to <head>). */
  html: string;
  /** The content the page was built from, keyed as the client's content cache keys it. */
  content: Record<string, unknown>;
}

export async function render(url: string, locale: Locale, settings: PublicSettings): Promise<Rendered> {
  seedPublicSettings(settings);
  // Only the public catalog is loaded, as in a visitor's browser: a message the page shows from
  // outside it (a file wrongly left out of the public catalog) would reach the browser as its
  // bare id, so it stops the build instead.
  await activateLocale(locale);
  const missing = new Set<string>();
  const stopWatching = i18n.on('missing', ({ id }) => missing.add(id));
  let rendered: Rendered;
  try {
    rendered = await renderPage(url);
  } finally {
    stopWatching();
  }
  if (missing.size > 0) throw new Error(`${url}: messages missing from the public catalog: ${[...missing].join(', ')}`);
  return rendered;
}

async function renderPage(url: string): Promise<Rendered> {
  clearContent();
  const tree = () => (
    <StrictMode>
      <AppShell>
        <StaticRouter location={new URL(url).pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppShell>
    </StrictMode>
  );
  // Every lazy chunk and piece of content the page needs is loaded before the page is written:
  // a first pass through React's static renderer waits for each thing the page suspends on, and
  // leaves the chunks resolved and the content in its cache. The page itself is then written by
  // renderToString, which never streams: a boundary still suspended there would come out as its
  // fallback (caught below), never as hidden HTML plus an inline script to reveal it, which the
  // Content-Security-Policy (scripts from our origin only) would block.
  await new Response((await prerender(tree())).prelude).text();
  const html = renderToString(tree());
  if (/<!--\$[?!]-->/.test(html))
    throw new Error(`${url}: a Suspense boundary was still waiting when the page was written`);
  const inline = /<script(?![^>]*type="application\/(?:ld\+)?json")[\s\S]{0,160}/.exec(html);
  if (inline) throw new Error(`${url}: the prerender wrote an inline script: ${inline[0]}`);
  return { html, content: contentSnapshot() };
}
