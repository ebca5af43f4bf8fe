import { expect, test, type Page } from './fixtures';
import { createUser, expectAccessible, signInAs, useLanguage } from './support';

const HINT_KEY = 'tasklane_may_be_signed_in';

/**
 * Requests that mean the Firebase Auth SDK was loaded or used: our Auth module's chunk (named
 * after web/src/lib/firebase-auth.ts) and Firebase's Auth endpoints (the emulator serves them
 * under the same paths).
 */
const AUTH_REQUEST = /\/assets\/firebase-auth-[^/]*\.js|identitytoolkit|securetoken/;

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

test.describe('public pages and the session', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('a visitor never seen signed in loads no Auth on public pages, and gets it on the way to log in', async ({
    page,
  }) => {
    const urls = recordRequests(page);
    await page.goto('/pricing');
    // The header's log-in button appears once the app has taken over the page and settled the session.
    const login = page.getByTestId('nav-login').first();
    await expect(login).toBeVisible();
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByTestId('nav-login').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The pages really loaded the app's scripts, so an empty list is not for want of loading anything.
    expect(urls.some((u) => /\/assets\/index-[^/]*\.js$/.test(u))).toBe(true);
    expect(urls.filter((u) => AUTH_REQUEST.test(u))).toEqual([]);
    expect(await page.evaluate((k) => localStorage.getItem(k), HINT_KEY)).toBeNull();
    await expectAccessible(page);

    // Going to log in needs the real session: Auth loads then, and the form works as before.
    await page.getByTestId('nav-login').first().click();
    await expect(page).toHaveURL(/\/auth\?mode=login/);
    await expect.poll(() => urls.some((u) => AUTH_REQUEST.test(u))).toBe(true);
    await expect(page.getByTestId('nav-login').first()).toBeVisible();
  });

  test('a signed-in customer still sees their header on public pages, and signing out forgets the hint', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const user = await createUser({ credits: 7, locale: 'en', name: 'Camille Roy' });
    await signInAs(page, user);
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), HINT_KEY)).toBe('1');

    // A fresh load of a public page, as after closing the tab and coming back.
    await page.goto('/pricing');
    await expect(page.getByTestId('credit-balance')).toContainText('7 credits');
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('Camille Roy');
    await expect(page.getByTestId('nav-login')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page.getByTestId('nav-login').first()).toBeVisible();
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), HINT_KEY)).toBeNull();

    // Signed out, the next public page is back to loading no Auth at all.
    const urls = recordRequests(page);
    await page.goto('/pricing');
    await expect(page.getByTestId('nav-login').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(urls.filter((u) => AUTH_REQUEST.test(u))).toEqual([]);
  });

  test('opening an app screen from a public page checks the session instead of assuming signed out', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const user = await createUser({ credits: 3, locale: 'en' });
    await signInAs(page, user);
    // The hint is gone (as for a session from before it existed): public pages show signed out...
    await page.evaluate((k) => localStorage.removeItem(k), HINT_KEY);
    await page.goto('/pricing');
    await expect(page.getByTestId('nav-login').first()).toBeVisible();
    // ...but an app screen asks Firebase, finds the session, and does not send the customer to log in.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/credits');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/credits$/);
    await expect(page.getByTestId('credit-balance')).toContainText('3 credits');
    await expect(page).not.toHaveURL(/\/auth/);
  });
});
