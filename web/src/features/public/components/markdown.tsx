import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** Markdown from the repo, rendered to HTML and then sanitized: never trusted as raw HTML. */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Renders markdown; links to our own pages navigate in the app instead of reloading it. */
export function Markdown({ source, testId }: { source: string; testId?: string }) {
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(source), [source]);

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
