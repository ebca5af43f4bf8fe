import { expect, test, type Page } from './fixtures';
import { createUser, useLanguage } from './support';
import { login } from './accounts-support';
import { storedNames, policyEntries, coveredBy } from './storage-policy';

// DECISIONS, "Privacy and language law": no third-party request and no tracking before sign-in.
// On the production build (the emulator build Hosting serves), every request a page attempts is
// recorded; until the person submits the sign-in form (or picks Google or Facebook), each one goes
// to the app's own origin. Payment pages (Stripe's) are exempt and not visited here. The emulator
// build's Auth and Firestore are the emulators, on other ports: in production those are Google's
// hosts, so they count as other origins too.
const PUBLIC_PAGES = ['/', '/pricing', '/faq', '/fr/', '/privacy-policy', '/cookie-policy', '/contact', '/blog'];

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

const elsewhere = (urls: string[], origin: string) =>
  urls.filter((u) => !u.startsWith('data:') && !u.startsWith('blob:') && new URL(u).origin !== origin);

test.describe('no tracking before sign-in', () => {
  test('public pages and the sign-in form ask only the app’s own origin until it is submitted; the session then stores only what the cookie policy lists', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await useLanguage(page, 'en');
    const origin = new URL(baseURL!).origin;
    const urls = recordRequests(page);
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
    }
    expect(urls.some((u) => /\/assets\/index-[^/]*\.js$/.test(u))).toBe(true);
    expect(elsewhere(urls, origin), 'public pages').toEqual([]);

    // The sign-in form loads Auth's code from our origin, and talks to Auth only once submitted.
    const user = await createUser({ locale: 'en' });
    await page.goto('/auth?mode=login');
    await page.locator('#login-email').fill(user.email);
    await page.locator('#login-password').fill(user.password);
    await page.waitForLoadState('networkidle');
    expect(elsewhere(urls, origin), 'the sign-in form before it is submitted').toEqual([]);
    await login(page, user.email, user.password, true);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(elsewhere(urls, origin).length).toBeGreaterThan(0);

    // Signed in, with "remember me": what the app and the SDKs store is what the cookie policy lists.
    await page.goto('/profile');
    await expect(page.locator('#profile-name')).toBeVisible();
    // Firestore's listen channel keeps the network busy: give the SDKs a moment to write what they write.
    await page.waitForTimeout(1500);
    const stored = await storedNames(page);
    // The test's own marker (support.ts useLanguage) is not the app's.
    stored.sessionStorage = stored.sessionStorage.filter((k) => k !== 'tasklane_test_lang_set');
    expect(stored.localStorage).toContain('tasklane_may_be_signed_in');
    // "Remember me": Auth keeps the session in its IndexedDB database, beside the SDK's heartbeat one.
    expect(stored.indexedDB).toContain('firebaseLocalStorageDb');
    expect(stored.cookies).toEqual([]);
    for (const lang of ['en', 'fr'] as const) {
      const entries = policyEntries(lang);
      const uncovered = [
        ...stored.localStorage,
        ...stored.sessionStorage,
        ...stored.indexedDB,
        ...stored.cookies,
      ].filter((name) => !coveredBy(name, entries));
      expect(uncovered, `stored but not in cookie-policy.${lang}.md`).toEqual([]);
    }
  });
});
