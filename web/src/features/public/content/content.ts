import type { Locale } from '@tasklane/domain';
import type { ContentDoc } from './front-matter';

// Each markdown file is its own lazily loaded chunk, so a page downloads only its own text. The
// `?doc` query has the build render it (web/markdown-content.ts): a chunk holds the front matter
// and sanitized HTML, and no markdown parser or sanitizer reaches the browser.
const markdown = import.meta.glob<ContentDoc>('../../../content/**/*.md', { query: '?doc', import: 'default' });
const faqFiles = import.meta.glob<FaqEntry[]>('../../../content/faq.*.json', { import: 'default' });
const testimonialFiles = import.meta.glob<Testimonial[]>('../../../content/testimonials.*.json', { import: 'default' });

export type ContentKind = 'pages' | 'legal' | 'blog';

export interface FaqEntry {
  id: string;
  group: string;
  question: string;
  answer: string;
}

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  city: string;
  quote: string;
}

const key = (kind: ContentKind, slug: string, locale: Locale) => `../../../content/${kind}/${slug}.${locale}.md`;

/** The markdown document, or null when no such file exists (the page shows the not-found screen). */
export async function loadDoc(kind: ContentKind, slug: string, locale: Locale): Promise<ContentDoc | null> {
  const load = markdown[key(kind, slug, locale)];
  if (!load) return null;
  return load();
}

/** Every blog slug, from the file names (no file is loaded). */
export const blogSlugs: string[] = [
  ...new Set(
    Object.keys(markdown)
      .map((p) => /\/content\/blog\/([^/]+)\.(en|fr)\.md$/.exec(p)?.[1])
      .filter((s): s is string => Boolean(s)),
  ),
].sort();

export interface BlogSummary {
  slug: string;
  meta: ContentDoc['meta'];
}

/** The blog posts of a locale, newest first. */
export async function loadBlogIndex(locale: Locale): Promise<BlogSummary[]> {
  const docs = await Promise.all(blogSlugs.map(async (slug) => ({ slug, doc: await loadDoc('blog', slug, locale) })));
  return docs
    .filter((d): d is { slug: string; doc: ContentDoc } => d.doc !== null)
    .map(({ slug, doc }) => ({ slug, meta: doc.meta }))
    .sort((a, b) => (b.meta.date ?? b.meta.updated).localeCompare(a.meta.date ?? a.meta.updated));
}

export async function loadFaq(locale: Locale): Promise<FaqEntry[]> {
  const load = faqFiles[`../../../content/faq.${locale}.json`];
  return load ? load() : [];
}

export async function loadTestimonials(locale: Locale): Promise<Testimonial[]> {
  const load = testimonialFiles[`../../../content/testimonials.${locale}.json`];
  return load ? load() : [];
}
