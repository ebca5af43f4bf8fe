import { i18n } from '@lingui/core';
import { LOCALES, STORAGE_KEYS, type Locale } from '@tasklane/domain';

/** Stored choice first ('ar' and anything unknown fall back to English), then the browser. */
export function detectLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.locale);
  } catch {
    stored = null;
  }
  if (stored !== null) return (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : 'en';
  const browser = typeof navigator !== 'undefined' ? navigator.language : 'en';
  return browser.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function intlLocale(locale: string): string {
  return locale === 'fr' ? 'fr-CA' : 'en-CA';
}

/** Loads the compiled catalog for a locale (one chunk per locale) and activates it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = (await import(`../locales/${locale}.po`)) as { messages: Record<string, string> };
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = intlLocale(locale);
}

export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  await activateLocale(locale);
}

export { i18n };
