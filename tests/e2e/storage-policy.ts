import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * The names the cookie policy lists as stored in the browser: the list under its "Exactly what is
 * stored" heading (web/src/content/legal/cookie-policy.<lang>.md), one item a name, written
 * "- `name` — where, set by: what for". A name ending in "…" stands for every name it begins.
 */
export function policyEntries(lang: 'en' | 'fr'): string[] {
  const md = readFileSync(new URL(`../../web/src/content/legal/cookie-policy.${lang}.md`, import.meta.url), 'utf8');
  return [...md.matchAll(/^- `([^`]+)` — /gm)].map((m) => m[1]!);
}

/** Whether the policy's entries cover a stored name (exactly, or by an entry's prefix). */
export function coveredBy(name: string, entries: string[]): boolean {
  return entries.some((e) => (e.endsWith('…') ? name.startsWith(e.slice(0, -1)) : name === e));
}

/** What the page's origin stores: storage keys, IndexedDB databases and cookies. */
export async function storedNames(page: Page) {
  const inPage = await page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    indexedDB: (await indexedDB.databases()).map((d) => d.name ?? ''),
  }));
  const cookies = (await page.context().cookies()).map((c) => c.name);
  return { ...inPage, cookies };
}
