/**
 * Build-time rendering of the public pages (web/scripts/prerender.mjs calls this). React's own
 * static renderer waits for every lazy page chunk and every piece of content, so the HTML has
 * the page's full text. Nothing here ships to browsers.
 */
import type { Locale } from '@tasklane/domain';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppShell } from './app/app';
import { routes } from './app/router';
import { setMarkdownSanitizer } from './features/public/components/markdown';
import { clearContent, contentSnapshot } from './features/public/content/use-content';
import { activateLocale } from './lib/i18n';

export { setMarkdownSanitizer };
export { blogSlugs } from './features/public/content/content';
export { PUBLIC_PAGE_PATHS, localizedHref } from './config/public-pages';

export interface Rendered {
  /** The markup for #root, hoisted <title>/<meta>/<link> tags first (the caller moves them to <head>). */
  html: string;
  /** The content the page was built from, keyed as the client's content cache keys it. */
  content: Record<string, unknown>;
}

export async function render(url: string, locale: Locale): Promise<Rendered> {
  await activateLocale(locale);
  clearContent();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url}: the router answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = () => (
    <StrictMode>
      <AppShell>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </StrictMode>
  );
  // Twice: the first pass loads every lazy chunk and piece of content the page suspends on; the
  // second finds them all resolved, so React writes each boundary in place. A boundary that
  // suspended would be sent as a fallback plus an inline script to swap it in, and the
  // Content-Security-Policy (scripts from our origin only) blocks inline scripts.
  await new Response((await prerender(tree())).prelude).text();
  const { prelude } = await prerender(tree());
  const html = await new Response(prelude).text();
  if (/<script(?![^>]*type="application\/(?:ld\+)?json")/.test(html)) throw new Error(`${url}: the prerender wrote an inline script: ${/<script(?![^>]*type="application\/(?:ld\+)?json")[\s\S]{0,160}/.exec(html)?.[0]}`);
  return { html, content: contentSnapshot() };
}
