import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type Lang = 'en' | 'fr';
export const LANGS: Lang[] = ['en', 'fr'];

/** Sets the stored language before any page script runs. */
export async function useLanguage(page: Page, lang: Lang) {
  // Only on the first load of the test, so a reload keeps what the page itself stored.
  await page.addInitScript((l) => {
    if (window.sessionStorage.getItem('tasklane_test_lang_set')) return;
    window.sessionStorage.setItem('tasklane_test_lang_set', '1');
    window.localStorage.setItem('tasklane_locale', l);
  }, lang);
}

/** No serious or critical accessibility violations on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

export function t(lang: Lang, en: string, fr: string) {
  return lang === 'en' ? en : fr;
}
