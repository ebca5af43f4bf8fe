import { expect, test, type ConsoleMessage, type Page } from './fixtures';
import { expectAccessible } from './support';

// React's production hydration failures: #418 (text or tree mismatch), #419/#421/#422 (a boundary
// that could not hydrate), #423/#425 (recovered by client rendering, text mismatch).
const HYDRATION = /hydrat|Minified React error #(418|419|421|422|423|425)/i;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test("a prerendered page is readable with JavaScript off, in its URL's language", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fr/gatineau-services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services de micro-tâches à Gatineau');
  await expect(page.getByTestId('page-body').locator('p').first()).not.toBeEmpty();
  await expect(page).toHaveTitle('Services de micro-tâches à Gatineau · Tasklane');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/gatineau-services$/);

  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, fixed prices');
  await expect(page.getByTestId('footer-copyright')).toContainText(String(new Date().getFullYear()));
  await context.close();
});

test('prerendered pages hydrate without a hydration error and without changing language', async ({ page }) => {
  const errors = collectErrors(page);
  for (const [path, h1] of [
    ['/', 'Your small tasks, done right by tomorrow.'],
    ['/fr/', 'Vos petites tâches, bien faites dès demain.'],
    ['/fr/pricing', 'Des prix simples et fixes'],
    ['/blog/how-ai-plus-human-review-works', 'How AI Drafting Plus Human Review Works at Tasklane'],
    ['/fr/faq', 'Foire aux questions'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Hydrated: until then the first-paint script hands link clicks to the browser.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/fr') ? 'fr-CA' : 'en-CA');
  }
  // The page is live, not only painted: the language switcher is the app's link, which loads
  // the other catalog and changes the URL and language without a page load.
  await page.evaluate(() => Object.assign(window, { stillSamePage: true }));
  await page.getByTestId('language-switcher').filter({ visible: true }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
  expect(errors.filter((e) => HYDRATION.test(e))).toEqual([]);
});

test('with nothing stored, a French browser keeps the English page at / and is offered its twin', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByTestId('landing-title')).toHaveText('Your small tasks, done right by tomorrow.');
  const banner = page.getByTestId('french-twin-banner');
  await expect(banner).toContainText('Cette page existe aussi en français.');
  await expectAccessible(page);
  await banner.getByRole('link', { name: 'Lire en français' }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.getByTestId('landing-title')).toHaveText('Vos petites tâches, bien faites dès demain.');
  expect(await page.evaluate(() => localStorage.getItem('tasklane_locale'))).toBe('fr');
  await expect(page.getByTestId('french-twin-banner')).toHaveCount(0);
  await context.close();
});

test('an English browser is offered nothing, and declining the offer is remembered', async ({ browser }) => {
  const en = await browser.newContext({ locale: 'en-CA' });
  const enPage = await en.newPage();
  await enPage.goto('/pricing');
  await expect(enPage.getByRole('heading', { level: 1 })).toHaveText('Simple, fixed prices');
  await enPage.waitForLoadState('networkidle');
  await expect(enPage.getByTestId('french-twin-banner')).toHaveCount(0);
  await en.close();

  const fr = await browser.newContext({ locale: 'fr-CA' });
  const page = await fr.newPage();
  await page.goto('/pricing');
  await page.getByTestId('french-twin-banner').getByRole('button', { name: 'Non merci' }).click();
  await expect(page.getByTestId('french-twin-banner')).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('french-twin-banner')).toHaveCount(0);
  await fr.close();
});

test('the switcher moves between twins on public pages and switches in place elsewhere', async ({ page }) => {
  await page.goto('/faq');
  await page.getByTestId('language-switcher').filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/fr\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Foire aux questions');
  // Links on a French page lead to French pages.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Tarifs' })).toHaveAttribute(
    'href',
    '/fr/pricing',
  );

  await page.goto('/auth?mode=login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByTestId('language-switcher').filter({ visible: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
  expect(await page.evaluate(() => localStorage.getItem('tasklane_locale'))).toBe('en');
});
