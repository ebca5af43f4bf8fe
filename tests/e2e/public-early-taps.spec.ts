import { expect, test, type Locator, type Page } from './fixtures';
import { t, type Lang } from './support';

// The app's entry script; everything React does on a page starts from it.
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

const aboutLink = (page: Page, lang: Lang) =>
  page.locator('footer').getByRole('link', { name: t(lang, 'About', 'À propos'), exact: true });
const aboutTitle = (lang: Lang) => t(lang, 'About Tasklane', 'À propos de Tasklane');

/** A tap on a phone, a click on a desktop: the first-paint script must hand either to the browser. */
const press = (target: Locator, isMobile: boolean) => (isMobile ? target.tap() : target.click());

// A prerendered page is shown, and can be scrolled and tapped, before React has taken it over:
// for a moment on a fast phone, for seconds on a slow one. A link pressed then must open its page.
// The phone project runs these in French, the desktop one in both languages.
test.describe('links pressed while the app starts', () => {
  test('a footer link pressed before the app has loaded opens its page', async ({ page, isMobile }) => {
    // The entry never arrives: the page stays as prerendered, with only the first-paint script.
    await page.route(ENTRY, (route) => route.abort());
    await page.goto('/pricing');
    // The first-paint script has run once it has added its preload links.
    await page.waitForFunction(() => document.querySelector('link[rel="modulepreload"]') !== null);
    await press(aboutLink(page, 'en'), isMobile);
    await expect(page).toHaveURL(new RegExp(`${'/about'}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutTitle('en'));
  });

  test('a footer link pressed while the page hydrates opens its page', async ({ page, context, isMobile }) => {
    // The entry is held until the reader has scrolled to the footer, then arrives on a device
    // ten times slower than this machine, and the press comes as soon as it has arrived: React
    // is then evaluating and hydrating the page in slices, with the reader's press in between.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENTRY, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pricing', { waitUntil: 'commit' });
    const link = aboutLink(page, 'en');
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error('the footer link has no box');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
    const entry = page.waitForResponse(ENTRY);
    release();
    await entry;
    // Coordinates, not the locator: a person's finger does not wait for the page to settle, so
    // a page that jumps or empties while starting makes this press land elsewhere.
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await (isMobile ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
    await expect(page).toHaveURL(new RegExp(`${'/about'}$`), { timeout: 20_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutTitle('en'));
  });

  test('once the page has hydrated, its controls work and links navigate inside the app', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    if (isMobile) {
      // The burger menu exists on a phone only.
      await page.getByTestId('menu-toggle').tap();
      const drawer = page.locator('#side-drawer');
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
    // The estimator is the app's: a new tier changes the price it shows.
    const price = page.getByTestId('estimator-cad');
    const before = await price.textContent();
    await page.getByTestId('estimator-tier').selectOption({ index: 2 });
    await expect(price).not.toHaveText(before ?? '');
    // A navigation inside the app keeps the page's JavaScript: a marker set on window survives.
    await page.evaluate(() => Object.assign(window, { tasklaneSamePage: true }));
    await press(aboutLink(page, 'en'), isMobile);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutTitle('en'));
    await expect(page).toHaveURL(new RegExp(`${'/about'}$`));
    expect(await page.evaluate(() => 'tasklaneSamePage' in window)).toBe(true);
  });
});
