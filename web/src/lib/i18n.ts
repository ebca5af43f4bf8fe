import { i18n, setupI18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { LOCALES, STORAGE_KEYS, type Locale } from '@tasklane/domain';
import { pageLocale } from '../config/public-pages';

/** The stored choice ('ar' and anything unknown fall back to English), or null when none is stored. */
export function storedLocale(): Locale | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.locale);
  } catch {
    stored = null;
  }
  if (stored === null) return null;
  return (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : 'en';
}

/** The browser's preferred language, reduced to ours. */
export function browserLocale(): Locale {
  const browser = typeof navigator !== 'undefined' ? navigator.language : 'en';
  return browser.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** Stored choice first, then the browser: the language of the signed-in screens. */
export function detectLocale(): Locale {
  return storedLocale() ?? browserLocale();
}

/**
 * The language to open a URL in: a public page's comes from its URL ('/fr/…' is French, so
 * search engines and shared links get the page they asked for); other screens use detectLocale().
 */
export function initialLocale(pathname: string): Locale {
  return pageLocale(pathname) ?? detectLocale();
}

export function intlLocale(locale: string): string {
  return locale === 'fr' ? 'fr-CA' : 'en-CA';
}

const catalogs = new Map<Locale, Messages>();

/** Loads the compiled catalog for a locale (one chunk per locale), once. */
export async function loadCatalog(locale: Locale): Promise<void> {
  if (catalogs.has(locale)) return;
  const { messages } = (await import(`../locales/${locale}.po`)) as { messages: Messages };
  catalogs.set(locale, messages);
}

/** Activates a locale whose catalog is loaded: synchronous, so it can share a render with a navigation. */
export function activateLoadedLocale(locale: Locale): void {
  const messages = catalogs.get(locale);
  if (!messages) throw new Error(`catalog ${locale} is not loaded`);
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = intlLocale(locale);
}

export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  activateLoadedLocale(locale);
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}

export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  await activateLocale(locale);
}

export { i18n };

/**
 * A message in a language other than the one on screen (an offer to read the page in French,
 * shown on an English page). The catalog must be loaded first.
 */
export function translateIn(locale: Locale, descriptor: MessageDescriptor): string {
  const messages = catalogs.get(locale);
  if (!messages) throw new Error(`catalog ${locale} is not loaded`);
  return setupI18n({ locale, messages: { [locale]: messages } })._(descriptor);
}
