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

// Messages come in catalogs (how source files are split between them: web/i18n-catalogs.ts):
// the public one, which every page loads before its first render; the signed-in app's, which
// loads with the first screen that needs it (appLazy) and from then on with every language change;
// and, within the app's .po files, the messages only admin screens use, which the build compiles
// apart (web/admin-catalog.ts) and adminLazy loads the same way.
type Part = 'public' | 'app' | 'admin';
const catalogs = new Map<Locale, Messages>();
const loadedParts = new Map<Locale, Set<Part>>();
const wantedParts = new Set<Part>(['public']);

const importCatalog = async (locale: Locale, part: Part): Promise<Messages> => {
  const module = (
    part === 'public'
      ? await import(`../locales/public/${locale}.po`)
      : part === 'app'
        ? await import(`../locales/${locale}.po`)
        : locale === 'fr'
          ? await import('../locales/fr.po?lingui')
          : await import('../locales/en.po?lingui')
  ) as { messages: Messages };
  return module.messages;
};

/** Loads the compiled catalog(s) for a locale, once each: the public one, and the others once wanted. */
export async function loadCatalog(locale: Locale): Promise<void> {
  // A loop: another part may become wanted while these are loading.
  for (;;) {
    const loaded = loadedParts.get(locale) ?? new Set<Part>();
    const missing = [...wantedParts].filter((p) => !loaded.has(p));
    if (missing.length === 0) return;
    const parts = await Promise.all(missing.map((p) => importCatalog(locale, p)));
    catalogs.set(locale, Object.assign({}, catalogs.get(locale), ...parts));
    missing.forEach((p) => loaded.add(p));
    loadedParts.set(locale, loaded);
  }
}

async function loadPart(part: Part): Promise<void> {
  wantedParts.add(part);
  const locale = i18n.locale as Locale | undefined;
  if (!locale || loadedParts.get(locale)?.has(part)) return;
  await loadCatalog(locale);
  const messages = catalogs.get(locale);
  // The language may have changed while loading: that change loaded its own messages.
  if (messages && i18n.locale === locale) i18n.load(locale, messages);
}

/**
 * Loads the signed-in app's messages in the current language (and, from now on, in any language
 * switched to). Screens behind appLazy() wait for it, so they never render untranslated.
 */
export function loadAppCatalog(): Promise<void> {
  return loadPart('app');
}

/** Loads the admin screens' own messages with the app's, as loadAppCatalog does (adminLazy). */
export async function loadAdminCatalog(): Promise<void> {
  await Promise.all([loadPart('app'), loadPart('admin')]);
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
