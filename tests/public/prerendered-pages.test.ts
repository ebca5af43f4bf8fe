// Every public page, in both languages, fetched with plain HTTP (no browser, no JavaScript): the
// HTML the production build wrote must carry the page's heading, title, description, canonical
// URL and hreflang links, in the language of its URL.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { privacyFacts, type PublicSettings } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

type Lang = 'en' | 'fr';
const origin = process.env.TASKLANE_HOSTING_ORIGIN ?? 'http://127.0.0.1:5050';
const site = (process.env.SITE_ORIGIN ?? 'https://tasklane.ca').replace(/\/$/, '');
const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/content');

function frontMatter(kind: string, slug: string, lang: Lang): { title: string; description: string } {
  const raw = readFileSync(path.join(contentDir, kind, `${slug}.${lang}.md`), 'utf8');
  const field = (name: string) => {
    const m = new RegExp(`^${name}:\\s*"(.*)"\\s*$`, 'm').exec(raw);
    if (!m?.[1]) throw new Error(`no ${name} in ${kind}/${slug}.${lang}.md`);
    return JSON.parse(`"${m[1]}"`) as string;
  };
  return { title: field('title'), description: field('description') };
}

interface Expected {
  path: string;
  h1: Record<Lang, string>;
  title: Record<Lang, string>;
  description?: Record<Lang, string>;
}

const both = (en: string, fr: string) => ({ en, fr });
const md = (kind: string, slug: string, urlPath: string): Expected => {
  const en = frontMatter(kind, slug, 'en');
  const fr = frontMatter(kind, slug, 'fr');
  return {
    path: urlPath,
    h1: both(en.title, fr.title),
    title: both(`${en.title} · Tasklane`, `${fr.title} · Tasklane`),
    description: both(en.description, fr.description),
  };
};

const LEGAL = [
  'terms-of-service',
  'privacy-policy',
  'disclaimer',
  'acceptable-use-policy',
  'cookie-policy',
  'refund-policy',
  'sla-policy',
  'data-processing-agreement',
  'legal-notice',
];
const BLOG = [...new Set(readdirSync(path.join(contentDir, 'blog')).map((f) => f.replace(/\.(en|fr)\.md$/, '')))];

const PAGES: Expected[] = [
  {
    path: '/',
    h1: both('Your small tasks, done right by tomorrow.', 'Vos petites tâches, bien faites dès demain.'),
    title: both('Tasklane', 'Tasklane'),
  },
  {
    path: '/pricing',
    h1: both('Simple, fixed prices', 'Des prix simples et fixes'),
    title: both('Pricing · Tasklane', 'Tarifs · Tasklane'),
  },
  md('pages', 'about', '/about'),
  md('pages', 'why-us', '/why-us'),
  {
    path: '/contact',
    h1: both('Contact us', 'Nous joindre'),
    title: both('Contact us · Tasklane', 'Nous joindre · Tasklane'),
  },
  {
    path: '/blog',
    h1: both('The Tasklane blog', 'Le blogue de Tasklane'),
    title: both('Blog · Tasklane', 'Blogue · Tasklane'),
  },
  ...BLOG.map((slug) => md('blog', slug, `/blog/${slug}`)),
  {
    path: '/faq',
    h1: both('Frequently asked questions', 'Foire aux questions'),
    title: both('Frequently asked questions · Tasklane', 'Foire aux questions · Tasklane'),
  },
  {
    path: '/testimonials',
    h1: both('Client stories', 'Histoires de clients'),
    title: both('Client stories · Tasklane', 'Histoires de clients · Tasklane'),
  },
  md('pages', 'ottawa-services', '/ottawa-services'),
  md('pages', 'gatineau-services', '/gatineau-services'),
  ...LEGAL.map((slug) => md('legal', slug, `/${slug}`)),
];

const urlOf = (p: string, lang: Lang) => (lang === 'en' ? p : p === '/' ? '/fr/' : `/fr${p}`);

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
const text = (html: string) => decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '')).trim();

function read(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (re: RegExp) => {
    const m = re.exec(head);
    return m?.[1] === undefined ? undefined : decode(m[1]);
  };
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    h1s: [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1] ?? '')),
    titles: [...head.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? '')),
    description: attr(/<meta [^>]*name="description" content="([^"]*)"/),
    canonical: attr(/<link [^>]*rel="canonical" href="([^"]*)"/),
    hreflang: Object.fromEntries(
      [...head.matchAll(/<link [^>]*rel="alternate" hreflang="([^"]+)" href="([^"]*)"/gi)].map((m) => [m[1], m[2]]),
    ),
    // Scripts inline in the page run only if they are data (the Content-Security-Policy allows scripts from our origin only).
    inlineScripts: [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
      .map((m) => m[1])
      .filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs ?? '')),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? 'null') as { '@type': string },
    ),
  };
}

async function get(url: string) {
  const res = await fetch(`${origin}${url}`, { redirect: 'manual' });
  expect(res.status, url).toBe(200);
  return read(await res.text());
}

describe.each(['en', 'fr'] as const)('prerendered public pages (%s)', (lang) => {
  it.each(PAGES.map((p) => [urlOf(p.path, lang), p] as const))('%s', async (url, page) => {
    const got = await get(url);
    expect(got.lang).toBe(lang === 'fr' ? 'fr-CA' : 'en-CA');
    expect(got.h1s).toEqual([page.h1[lang]]);
    expect(got.titles).toEqual([page.title[lang]]);
    if (page.description) expect(got.description).toBe(page.description[lang]);
    else expect(got.description?.length ?? 0).toBeGreaterThan(40);
    expect(got.inlineScripts).toEqual([]);
    expect(got.canonical).toBe(`${site}${url}`);
    expect(got.hreflang).toEqual({
      'en-CA': `${site}${urlOf(page.path, 'en')}`,
      'fr-CA': `${site}${urlOf(page.path, 'fr')}`,
      'x-default': `${site}${urlOf(page.path, 'en')}`,
    });
  });

  it('the twins differ: a French page is not the English one under another URL', async () => {
    const en = await get('/faq');
    const fr = await get(urlOf('/faq', lang));
    if (lang === 'en') expect(fr.description).toBe(en.description);
    else expect(fr.description).not.toBe(en.description);
  });

  it('the privacy policy names the officer and the retention periods of the settings it was built with', async () => {
    const html = await (await fetch(`${origin}${urlOf('/privacy-policy', lang)}`)).text();
    const seed = /<script type="application\/json" id="tasklane-settings">([\s\S]*?)<\/script>/.exec(html)?.[1];
    // What the code makes of those settings: the officer (or the default one) and the jobs' periods.
    const facts = privacyFacts(JSON.parse(seed ?? 'null') as PublicSettings);
    const body = text(html.replace(/<script[\s\S]*?<\/script>/g, ''));
    expect(body).toContain(facts.officer.contactEmail);
    expect(body).toContain(facts.officer.title[lang]);
    expect(body).toContain(`${facts.fileDays} ${lang === 'fr' ? 'jours' : 'days'}`);
    expect(body).toContain(`${facts.notificationDays} ${lang === 'fr' ? 'jours' : 'days'}`);
    expect(body).not.toContain('{{');
  });

  it('the FAQ carries FAQPage data, the city pages LocalBusiness data', async () => {
    const faq = (await get(urlOf('/faq', lang))).jsonLd;
    expect(faq.map((d) => d['@type'])).toEqual(['FAQPage']);
    const entries = JSON.parse(readFileSync(path.join(contentDir, `faq.${lang}.json`), 'utf8')) as {
      question: string;
    }[];
    const data = faq[0] as unknown as { mainEntity: { name: string }[] };
    expect(data.mainEntity.map((q) => q.name)).toEqual(entries.map((e) => e.question));
    for (const city of ['/ottawa-services', '/gatineau-services']) {
      const ld = (await get(urlOf(city, lang))).jsonLd;
      expect(ld.map((d) => d['@type'])).toEqual(['ProfessionalService']);
    }
  });
});

describe('what search engines find besides the pages', () => {
  it('the sitemap lists every public page in both languages', async () => {
    const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
    for (const p of PAGES)
      for (const lang of ['en', 'fr'] as const) expect(xml).toContain(`<loc>${site}${urlOf(p.path, lang)}</loc>`);
  });

  it('screens that are not public pages get the empty app shell, never a prerendered page', async () => {
    const res = await fetch(`${origin}/dashboard`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(read(html).h1s).toEqual([]);
  });
});
