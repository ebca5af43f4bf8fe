import { useLingui } from '@lingui/react';
import type { Locale } from '@tasklane/domain';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { localizedHref } from '../../../config/public-pages';

type Sanitizer = Pick<typeof DOMPurify, 'sanitize'>;
let purifier: Sanitizer = DOMPurify;

/**
 * The prerender runs in Node, which has no DOM for DOMPurify to parse with: it hands one in
 * here, so the built HTML is sanitized exactly like the browser's.
 */
export function setMarkdownSanitizer(sanitizer: Sanitizer): void {
  purifier = sanitizer;
}

/**
 * Markdown from the repo, rendered to HTML and then sanitized: never trusted as raw HTML. Links
 * to our public pages point at the twin in the page's language.
 */
export function renderMarkdown(source: string, locale: Locale = 'en'): string {
  const html = marked.parse(source, { async: false, gfm: true });
  const clean = purifier.sanitize(html, { USE_PROFILES: { html: true } });
  return clean.replace(/href="(\/[^"]*)"/g, (_, href: string) => `href="${localizedHref(href, locale)}"`);
}

/** Renders markdown; links to our own pages navigate in the app instead of reloading it. */
export function Markdown({ source, testId }: { source: string; testId?: string }) {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const locale: Locale = i18n.locale === 'fr' ? 'fr' : 'en';
  const html = useMemo(() => renderMarkdown(source, locale), [source, locale]);

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    if (!a || !href || !href.startsWith('/') || href.startsWith('//') || a.target) return;
    e.preventDefault();
    void navigate(href);
  };

  // The HTML comes from repository markdown and has just passed DOMPurify.
  return <div className="content" data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
