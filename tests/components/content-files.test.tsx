import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderContentFile } from '../../web/markdown-content';
import { loadDoc } from '../../web/src/features/public/content/content';

const contentDir = path.resolve(import.meta.dirname, '../../web/src/content');
const file = (body: string) => `---\ntitle: "A title"\ndescription: "A description"\nupdated: 2026-01-15\n---\n${body}`;

// Content files are rendered to HTML at build time, so the browser gets no markdown parser and no
// sanitizer: what the build writes must already be safe and point at the right language.
describe('content files rendered at build time', () => {
  it('turn markdown into HTML with the front matter apart', () => {
    const doc = renderContentFile(file('## Heading\n\nSome **bold** text.'), 'en');
    expect(doc.meta).toEqual({ title: 'A title', description: 'A description', updated: '2026-01-15' });
    expect(doc.html).toContain('<h2>Heading</h2>');
    expect(doc.html).toContain('<strong>bold</strong>');
  });

  it('drop scripts, event handlers and javascript: links', () => {
    const { html } = renderContentFile(
      file(
        'Hi <script>alert(1)</script> <img src="x" onerror="alert(2)"> [click](javascript:alert(3)) <a href="/pricing" onclick="alert(4)">p</a>',
      ),
      'en',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|alert/i);
    expect(html).toContain('<img src="x">');
  });

  it('point links to our public pages at the twin in the file’s language', () => {
    const md = 'See [prices](/pricing), [home](/), [log in](/login) and [elsewhere](https://example.com/pricing).';
    expect(renderContentFile(file(md), 'fr').html).toContain('href="/fr/pricing"');
    expect(renderContentFile(file(md), 'fr').html).toContain('href="/fr/"');
    expect(renderContentFile(file(md), 'fr').html).toContain('href="/login"');
    expect(renderContentFile(file(md), 'fr').html).toContain('href="https://example.com/pricing"');
    expect(renderContentFile(file(md), 'en').html).toContain('href="/pricing"');
  });

  it('render every content file of the repo, without any script', () => {
    const files = ['pages', 'legal', 'blog'].flatMap((kind) =>
      readdirSync(path.join(contentDir, kind)).map((f) => path.join(contentDir, kind, f)),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      const { html } = renderContentFile(readFileSync(f, 'utf8'), f.endsWith('.fr.md') ? 'fr' : 'en');
      expect(html.length, f).toBeGreaterThan(100);
      expect(html, f).not.toMatch(/<script/i);
    }
  });

  it('reach pages through the app’s loader as finished HTML, not markdown', async () => {
    const doc = await loadDoc('pages', 'gatineau-services', 'fr');
    expect(doc?.meta.title).toBeTruthy();
    expect(doc?.html).toMatch(/^<(h\d|p)[ >]/);
    expect(doc).not.toHaveProperty('body');
    expect(await loadDoc('pages', 'no-such-page', 'en')).toBeNull();
  });
});
