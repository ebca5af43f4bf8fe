import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LEGAL_SLUGS, PAINT_FIRST_PATHS, paths } from './src/config/paths.ts';
import { localizedHref } from './src/config/public-pages.ts';

/** The public routes search engines should index, in the order they appear in the sitemap. */
export function publicRoutes(blogSlugs: string[]): string[] {
  return [
    paths.home.getHref(),
    paths.pricing.getHref(),
    paths.about.getHref(),
    paths.whyUs.getHref(),
    paths.contact.getHref(),
    paths.blog.getHref(),
    ...blogSlugs.map((s) => paths.blogPost.getHref(s)),
    paths.faq.getHref(),
    paths.testimonials.getHref(),
    paths.ottawa.getHref(),
    paths.gatineau.getHref(),
    ...LEGAL_SLUGS.map((s) => `/${s}`),
  ];
}

/**
 * Emits sitemap.xml at build time from the route table and the blog's markdown files: each page
 * in both languages, each entry naming its twin (en-CA, fr-CA, x-default = English).
 */
export function sitemap(origin: string): Plugin {
  return {
    name: 'tasklane-sitemap',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      const blogDir = path.resolve(import.meta.dirname, 'src/content/blog');
      const slugs = [
        ...new Set(
          readdirSync(blogDir)
            .map((f) => /^(.+)\.(en|fr)\.md$/.exec(f)?.[1])
            .filter((s): s is string => Boolean(s)),
        ),
      ].sort();
      const base = origin.replace(/\/$/, '');
      const urls = publicRoutes(slugs)
        .flatMap((p) => {
          const en = `${base}${localizedHref(p, 'en')}`;
          const fr = `${base}${localizedHref(p, 'fr')}`;
          const links = [
            `<xhtml:link rel="alternate" hreflang="en-CA" href="${en}"/>`,
            `<xhtml:link rel="alternate" hreflang="fr-CA" href="${fr}"/>`,
            `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`,
          ].join('');
          return [en, fr].map((loc) => `  <url><loc>${loc}</loc>${links}</url>`);
        })
        .join('\n');
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
      });
    },
  };
}

/** Public route → its page module, for the first-paint preloads (see preload.ts). */
export function publicPageModules(): Record<string, string> {
  const page = (name: string) => `src/features/public/pages/${name}.tsx`;
  return {
    [paths.home.path]: 'src/features/public/components/landing-sections.tsx',
    [paths.pricing.path]: page('pricing-page'),
    [paths.about.path]: page('about-page'),
    [paths.whyUs.path]: page('why-us-page'),
    [paths.contact.path]: page('contact-page'),
    [paths.blog.path]: page('blog-page'),
    '/blog/*': page('blog-post-page'),
    [paths.faq.path]: page('faq-page'),
    [paths.testimonials.path]: page('testimonials-page'),
    [paths.ottawa.path]: page('ottawa-page'),
    [paths.gatineau.path]: page('gatineau-page'),
    ...Object.fromEntries(LEGAL_SLUGS.map((s) => [`/${s}`, page('legal-page')])),
  };
}

/**
 * Customer route → its screen module, for the first-paint preloads of a browser holding the
 * session hint ('/tasks/*' is a task's page). The admin screens are left out: a customer never
 * downloads their code, and an admin's first load may wait one round more.
 */
export function signedInPageModules(): Record<string, string> {
  const f = (feature: string, name: string) => `src/features/${feature}/pages/${name}.tsx`;
  const taskNew = f('tasks', 'task-new-page');
  return {
    [paths.dashboard.path]: f('tasks', 'dashboard-page'),
    [paths.tasks.path]: f('tasks', 'tasks-page'),
    [paths.taskNew.path]: taskNew,
    [paths.submitTask.path]: taskNew,
    [paths.taskSubmission.path]: taskNew,
    '/tasks/*': f('tasks', 'task-detail-page'),
    [paths.quotes.path]: f('quotes', 'quotes-page'),
    '/quotes/*': f('quotes', 'quote-detail-page'),
    [paths.profile.path]: f('profile', 'profile-page'),
    [paths.credits.path]: f('credits', 'credits-page'),
    [paths.subscription.path]: f('subscriptions', 'subscription-page'),
    [paths.analytics.path]: f('analytics', 'analytics-page'),
    [paths.paymentSuccess.path]: f('credits', 'payment-success-page'),
    [paths.subscriptionSuccess.path]: f('subscriptions', 'subscription-success-page'),
  };
}

/**
 * Signed-in routes whose first render paints their largest content with no data (the task form's
 * heading; `PAINT_FIRST_PATHS` in src/config/paths.ts): their first-paint preloads wait for
 * that paint (web/preload.ts).
 */
export const PAINT_FIRST_ROUTES = [...PAINT_FIRST_PATHS];

/** What every signed-in screen loads whatever its route: Auth, reactfire with Firestore, the queue toasts, the header's widgets. */
export const SIGNED_IN_MODULES = [
  'src/lib/firebase-auth.ts',
  'src/lib/data-providers.tsx',
  'src/features/tasks/components/queue-watcher.tsx',
  'src/app/shell/signed-in-widgets.tsx',
];
