import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A content file's body: HTML the build rendered from repository markdown and sanitized with
 * DOMPurify (web/markdown-content.ts), its links already pointing at the page's language. Links to
 * our own pages navigate in the app instead of reloading it.
 */
export function ContentHtml({ html, testId }: { html: string; testId?: string }) {
  const navigate = useNavigate();

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    if (!a || !href || !href.startsWith('/') || href.startsWith('//') || a.target) return;
    e.preventDefault();
    void navigate(href);
  };

  // Sanitized at build time; the file is ours, and it never contains user input.
  return <div className="content" data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
