import { expect, test, type Browser } from './fixtures';
import { createUser, signInAs, useLanguage, type Lang } from './support';

// The app's entry script, and the chunk that brings Firebase Auth: held, they keep a page in the
// moments before it knows the session (only HTML; then live, with the session still unknown).
const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const AUTH_CHUNK = /\/assets\/firebase-auth-[\w-]+\.js$/;

/** A browser where the customer signed in earlier: the session is stored, the page must find it. */
async function returningCustomer(browser: Browser, lang: Lang) {
  const user = await createUser({ credits: 2, locale: lang });
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await signInAs(page, user);
  return { context, page, user };
}

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

// The pricing page's purchase links go to the purchase route whatever the page knows of the
// session; only the route's guard sends a signed-out visitor to sign up (and back afterwards).
test.describe('pricing purchase links', () => {
  test('a signed-in customer who clicks "Buy this pack" before the page has loaded lands on the purchase, not on sign-up', async ({
    browser,
  }) => {
    const { context, page } = await returningCustomer(browser, 'en');
    try {
      const entry = gate();
      await page.route(ENTRY, async (route) => {
        await entry.opened;
        await route.continue();
      });
      await page.goto('/pricing', { waitUntil: 'commit' });
      await expect(page.getByTestId('buy-pack_5')).toBeVisible();
      // The prerendered link, pressed while the page is only HTML: the browser follows its href.
      await page.getByTestId('buy-pack_5').click();
      entry.open();
      await expect(page).toHaveURL(/\/credits\?pack=pack_5$/);
      await expect(page.getByTestId('credits-balance')).toContainText('2 credits');
      await expect(page.getByRole('heading', { name: 'Create Your Account' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('a signed-in customer who clicks "Choose" while the session is still loading lands on the plan, not on sign-up', async ({
    browser,
  }) => {
    const { context, page } = await returningCustomer(browser, 'en');
    try {
      const auth = gate();
      await page.route(AUTH_CHUNK, async (route) => {
        await auth.opened;
        await route.continue();
      });
      await page.goto('/pricing');
      // Live, but Auth has not arrived: the page cannot know yet who is there.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByTestId('subscribe-starter').click();
      auth.open();
      await expect(page).toHaveURL(/\/subscription\?plan=starter$/);
      await expect(page.getByTestId('plan-picker')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Create Your Account' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('a signed-out visitor is asked to sign up, and comes back to the pack after signing in', async ({ page }) => {
    const user = await createUser({ credits: 0, locale: 'en' });
    await useLanguage(page, 'en');
    await page.goto('/pricing');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('buy-pack_5')).toHaveAttribute('href', /\/credits\?pack=pack_5$/);
    await page.getByTestId('buy-pack_5').click();
    await expect(page).toHaveURL(/\/auth\?mode=signup&redirectTo=%2Fcredits%3Fpack%3Dpack_5$/);
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await page.getByTestId('to-login').click();
    await page.locator('#login-email').fill(user.email);
    await page.locator('#login-password').fill(user.password);
    await page.locator('[data-testid=login-form] button[type=submit]').click();
    await expect(page).toHaveURL(/\/credits\?pack=pack_5$/);
    await expect(page.getByTestId('credits-balance')).toContainText('0 credits');
  });

  test('the landing\'s "Submit your first task" leads a signed-in customer to the task form, and a new visitor to sign up and then the form', async ({
    browser,
    page,
  }) => {
    const { context, page: returning } = await returningCustomer(browser, 'en');
    try {
      const entry = gate();
      await returning.route(ENTRY, async (route) => {
        await entry.opened;
        await route.continue();
      });
      await returning.goto('/', { waitUntil: 'commit' });
      await returning.getByTestId('hero-submit-task').click();
      entry.open();
      await expect(returning).toHaveURL(/\/submit-task$/);
      await expect(returning.locator('#task-title')).toBeVisible();
    } finally {
      await context.close();
    }
    await useLanguage(page, 'en');
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByTestId('hero-submit-task').click();
    await expect(page).toHaveURL(/\/auth\?mode=signup&redirectTo=%2Fsubmit-task$/);
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  });
});
