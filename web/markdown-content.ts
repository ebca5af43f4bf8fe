import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { marked } from 'marked';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { localizedHref } from './src/config/public-pages.ts';
import { parseFrontMatter, type ContentDoc } from './src/features/public/content/front-matter.ts';

/** The import query that turns a content file into its rendered document. */
export const CONTENT_QUERY = '?doc';

type Sanitize = (html: string) => string;
let sanitizer: Sanitize | undefined;

/**
 * DOMPurify needs a DOM; jsdom gives it one, created on the first content file only. Not
 * happy-dom: DOMPurify over happy-dom 21 keeps <script> and onerror= (the tests check this).
 */
function sanitize(html: string): string {
  if (!sanitizer) {
    const purify = createDOMPurify(new JSDOM('').window);
    sanitizer = (dirty) => purify.sanitize(dirty, { USE_PROFILES: { html: true } });
  }
  return sanitizer(html);
}

/**
 * A content file, rendered: front matter parsed, markdown turned into HTML, then sanitized (the
 * files are ours, but their HTML is still never trusted raw). Links to our public pages point at
 * the twin in the file's language.
 */
export function renderContentFile(raw: string, locale: 'en' | 'fr'): ContentDoc {
  const { meta, body } = parseFrontMatter(raw);
  const clean = sanitize(marked.parse(body, { async: false, gfm: true }));
  const html = clean.replace(/href="(\/[^"]*)"/g, (_, href: string) => `href="${localizedHref(href, locale)}"`);
  return { meta, html };
}

/**
 * Renders the markdown content files when they are imported with `?doc`, in the build, the dev
 * server and the tests alike: pages receive finished, sanitized HTML, so neither the markdown
 * parser nor the sanitizer ships to browsers.
 */
export function markdownContent(): Plugin {
  return {
    name: 'tasklane-markdown-content',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`.md${CONTENT_QUERY}`)) return null;
      const file = id.slice(0, -CONTENT_QUERY.length);
      this.addWatchFile(file);
      const locale = file.endsWith('.fr.md') ? 'fr' : 'en';
      const doc = renderContentFile(await readFile(file, 'utf8'), locale);
      return `export default ${JSON.stringify(doc)};`;
    },
  };
}
