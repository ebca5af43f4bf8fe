import type { Locale } from '@tasklane/domain';
import { LEGAL_SLUGS, paths } from './paths.ts';

/**
 * The pages search engines index. Each exists twice: English at its own path, French under
 * /fr/ ('/' → '/fr/', '/pricing' → '/fr/pricing'). Signed-in screens keep one URL and switch
 * language in place, so they are not listed here.
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  paths.home.path,
  paths.pricing.path,
  paths.about.path,
  paths.whyUs.path,
  paths.contact.path,
  paths.blog.path,
  paths.faq.path,
  paths.testimonials.path,
  paths.ottawa.path,
  paths.gatineau.path,
  ...LEGAL_SLUGS.map((s) => `/${s}`),
];

export const FRENCH_PREFIX = '/fr';

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The English path of a public page (or any path without the /fr prefix), search and hash dropped. */
export function basePath(pathname: string): string {
  const p = trimSlash(pathname.split(/[?#]/)[0] || '/');
  if (p === FRENCH_PREFIX) return '/';
  return p.startsWith(`${FRENCH_PREFIX}/`) ? p.slice(FRENCH_PREFIX.length) : p;
}

/** Whether a path (English or French) is one of the indexable public pages, blog posts included. */
export function isPublicPage(pathname: string): boolean {
  const p = basePath(pathname);
  return PUBLIC_PAGE_PATHS.includes(p) || /^\/blog\/[^/]+$/.test(p);
}

/** The language a public page's URL names; null for every other screen. */
export function pageLocale(pathname: string): Locale | null {
  if (!isPublicPage(pathname)) return null;
  const p = trimSlash(pathname.split(/[?#]/)[0] || '/');
  return p === FRENCH_PREFIX || p.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : 'en';
}

/** The path of a public page in a language; any other path (with its query) is returned as is. */
export function localizedHref(href: string, locale: Locale): string {
  const m = /^([^?#]*)(.*)$/.exec(href);
  const pathname = m?.[1] ?? href;
  const rest = m?.[2] ?? '';
  if (!pathname.startsWith('/') || !isPublicPage(pathname)) return href;
  const base = basePath(pathname);
  if (locale === 'en') return `${base}${rest}`;
  return `${base === '/' ? `${FRENCH_PREFIX}/` : `${FRENCH_PREFIX}${base}`}${rest}`;
}

/** Both languages' URLs of a public page, for hreflang links and the sitemap. */
export function twinHrefs(pathname: string): Record<Locale, string> {
  return { en: localizedHref(basePath(pathname), 'en'), fr: localizedHref(basePath(pathname), 'fr') };
}
