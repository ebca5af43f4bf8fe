// French, proved once per screen instead of by running every journey twice. A table of route ×
// state covers every route in web/src/config/paths.ts in its populated states, each with its own
// seed data. On each entry, in French: no English text left (english-text.ts), nothing wider than
// the screen at a laptop (1280 px) and a phone (390 px) width, and axe once per screen. Then each
// screen again in English for its own axe visit. One sign-in per role; its page goes through the
// whole table of that role.
// The table is in french-scan-table.ts, each role's data in french-scan-seeds.ts.
import { expect, test, type Page } from './fixtures';
import { paths } from '../../web/src/config/paths';
import { localizedHref } from '../../web/src/config/public-pages';
import { englishIn } from './english-text';
import { expectAccessible, signInAs, type Lang } from './support';
import { TABLE, type RouteKey, type Role, type Seed, type Entry } from './french-scan-table';
import { seedVisitor, seedCustomer, seedTeamOwner, seedAdmin } from './french-scan-seeds';

/** TASKLANE_SCAN_ONLY=home,task scans only those routes: for working on one screen, never in a full run. */
const ONLY = (process.env.TASKLANE_SCAN_ONLY ?? '').split(',').filter(Boolean);

const routePattern = (route: Entry['route']) =>
  route === 'notFound'
    ? /^\/no-such-page$/
    : new RegExp(`^${paths[route].path.replace(/:[a-zA-Z]+/g, '[^/?]+')}(\\?.*)?$`);

/** Text that people wrote shows as they wrote it, whatever the screen's language. */
const USER_CONTENT = [
  '[data-testid="task-title"]',
  '[data-testid="quote-title"]',
  '[data-testid="task-brief"]',
  '[data-testid="task-source"]',
  '[data-testid="task-result"]',
  '[data-testid="quote-result"]',
  '[data-testid="review-brief"]',
  '[data-testid="review-source"]',
  '[data-testid="ai-draft"]',
  '[data-testid="draft-diff"]',
  '[data-testid="thread-message-text"]',
  '[data-testid="rating-comment"]',
  '[data-testid="revision-note"]',
  'textarea',
  'input',
  'code',
  'a[href*="/tasks/"]',
  'a[href*="/quotes/"]',
  'a[href*="/admin/review/"]',
  '[lang]:not(html)',
  // A language offered by its own name ("English" in a French list of languages).
  'option[value="en"]',
].join(',');

/** Every text a French reader sees or hears: visible text nodes and the labels read aloud. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate((skip) => {
    const out: string[] = [document.title];
    const shown = (el: Element) =>
      (el.closest('select') ?? el).checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('script,style,noscript,template') || el.closest(skip) || !shown(el)) continue;
      if (n.textContent?.trim()) out.push(n.textContent);
    }
    for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
      if (el.closest(skip) && !el.matches('input,textarea')) continue;
      if (!shown(el)) continue;
      for (const a of ['aria-label', 'placeholder', 'title', 'alt']) {
        const v = el.getAttribute(a);
        if (v?.trim()) out.push(v);
      }
    }
    return out;
  }, USER_CONTENT);
}

/**
 * No loader left and no transition running (a toast fading in has a passing low contrast).
 * Endless animations (a spinner, a pulsing dot) never finish, so they are not waited for.
 */
async function settled(page: Page) {
  await expect(page.locator('.page-loader:visible, .loader:visible')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * How far the page is wider than the screen, and what makes it so: [] when nothing does. The
 * culprit is found by hiding elements one at a time, from the body down, and following the one
 * whose absence removes the overflow; that also finds what measuring boxes misses (text, or an
 * absolutely positioned label escaping a box that scrolls).
 */
async function overflowAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => {
    const over = () => document.documentElement.scrollWidth - window.innerWidth;
    const initial = over();
    if (initial <= 0) return [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}` +
      `${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}`;
    const path: string[] = [];
    let node: Element = document.body;
    for (let found = true; found;) {
      found = false;
      for (const child of node.children) {
        if (!(child instanceof HTMLElement || child instanceof SVGElement)) continue;
        const before = child.style.display;
        child.style.display = 'none';
        const gone = over() <= 0;
        child.style.display = before;
        if (gone) {
          path.push(name(child));
          node = child;
          found = true;
          break;
        }
      }
    }
    // Where no single child is to blame, several are: the path stops at their parent.
    return [`${initial} px wider`, path.slice(-4).join(' > ') || 'body'];
  });
}

async function setLanguage(page: Page, lang: Lang) {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate((l) => window.localStorage.setItem('tasklane_locale', l), lang);
}

function urlIn(lang: Lang, href: string) {
  return lang === 'en' ? href : localizedHref(href, 'fr');
}

/** The role's table, French first (text, overflow, axe), then one English axe visit per screen. */
async function scan(page: Page, role: Role, seed: Seed) {
  const entries = TABLE.filter((e) => e.role === role && (ONLY.length === 0 || ONLY.includes(e.route)));
  const scanned = { fr: new Set<string>(), en: new Set<string>() };
  const excluded = (entry: Entry) => [...seed.content, ...(entry.quotesEnglish ?? [])];
  for (const lang of ['fr', 'en'] as const) {
    await setLanguage(page, lang);
    for (const entry of entries) {
      const screen = entry.screen ?? entry.route;
      if (lang === 'en' && scanned.en.has(screen)) continue;
      await test.step(`${lang} ${entry.route} (${entry.state})`, async () => {
        const href = entry.href(seed);
        expect(href, `${entry.route} href`).toMatch(routePattern(entry.route));
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(urlIn(lang, href));
        await entry.open?.(page);
        const ready = entry.ready(page, seed);
        await expect.soft(ready, `${entry.route} (${entry.state}) shows its state`).toBeVisible({ timeout: 60_000 });
        if (!(await ready.isVisible())) return;
        await settled(page);
        if (lang === 'fr') {
          await expect
            .soft(page.locator('html'), `${entry.route} (${entry.state}) in French`)
            .toHaveAttribute('lang', 'fr-CA');
          expect
            .soft(
              englishIn(await pageTexts(page), excluded(entry)),
              `English on ${entry.route} (${entry.state}) at 1280 px`,
            )
            .toEqual([]);
          expect.soft(await overflowAt(page, 1280), `${entry.route} (${entry.state}) wider than 1280 px`).toEqual([]);
        }
        if (!scanned[lang].has(screen)) {
          scanned[lang].add(screen);
          await expectAccessible(page, { soft: true });
        }
        if (lang === 'fr') {
          expect.soft(await overflowAt(page, 390), `${entry.route} (${entry.state}) wider than 390 px`).toEqual([]);
          expect
            .soft(
              englishIn(await pageTexts(page), excluded(entry)),
              `English on ${entry.route} (${entry.state}) at 390 px`,
            )
            .toEqual([]);
          if (entry.menu) {
            await page.getByTestId('menu-toggle').click();
            await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'true');
            await settled(page);
            // Left open: the next entry loads a fresh page.
            expect
              .soft(
                englishIn(await pageTexts(page), excluded(entry)),
                `English in the open menu on ${entry.route} at 390 px`,
              )
              .toEqual([]);
          }
        }
      });
    }
  }
}

// The table's own check, then one test per role ------------------------------------------

test('every route in paths.ts has an entry in the scan table', () => {
  const covered = new Set(TABLE.map((e) => e.route));
  expect(Object.keys(paths).filter((route) => !covered.has(route as RouteKey))).toEqual([]);
});

test.describe('French scan', () => {
  // A role's whole table in one test, its sign-in reused: minutes, not seconds.
  test.describe.configure({ timeout: 1_800_000 });
  // A step that cannot act fails in seconds, not at the end of the role's half hour.
  test.use({ actionTimeout: 30_000 });

  test('public pages, legal pages and the sign-in modes', async ({ page }) => {
    await scan(page, 'visitor', await seedVisitor());
  });

  test('a customer: tasks in every status, quotes in every state, account screens', async ({ page }) => {
    const { seed, user } = await seedCustomer();
    await signInAs(page, user);
    await scan(page, 'customer', seed);
  });

  test('a team owner', async ({ page }) => {
    const { seed, user } = await seedTeamOwner();
    await signInAs(page, user);
    await scan(page, 'teamOwner', seed);
  });

  test('an admin: the review queue, the review workspace with a draft, every admin panel', async ({ page }) => {
    const { seed, user } = await seedAdmin();
    await signInAs(page, user);
    await scan(page, 'admin', seed);
  });
});
