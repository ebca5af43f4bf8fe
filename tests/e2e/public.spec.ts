import { expect, test, type Page } from './fixtures';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUser, expectAccessible, signInAs, t, useLanguage, type Lang } from './support';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/content');

/** The title a markdown page must show: the front matter of its file, in that language. */
function mdTitle(kind: 'pages' | 'legal' | 'blog', slug: string, lang: Lang): string {
  const raw = readFileSync(path.join(contentDir, kind, `${slug}.${lang}.md`), 'utf8');
  const m = /^title:\s*"(.*)"\s*$/m.exec(raw);
  if (!m?.[1]) throw new Error(`no title in ${kind}/${slug}.${lang}.md`);
  return JSON.parse(`"${m[1]}"`) as string;
}

const LEGAL = [
  'terms-of-service',
  'privacy-policy',
  'disclaimer',
  'acceptable-use-policy',
  'cookie-policy',
  'refund-policy',
  'sla-policy',
  'data-processing-agreement',
  'legal-notice',
];
const BLOG = [...new Set(readdirSync(path.join(contentDir, 'blog')).map((f) => f.replace(/\.(en|fr)\.md$/, '')))];

interface Route {
  path: string;
  h1: string;
  title: string;
}

function marketingRoutes(lang: Lang): Route[] {
  const md = (p: string, slug: string): Route => ({
    path: p,
    h1: mdTitle('pages', slug, lang),
    title: `${mdTitle('pages', slug, lang)} · Tasklane`,
  });
  return [
    {
      path: '/',
      h1: t(lang, 'Your small tasks, done right by tomorrow.', 'Vos petites tâches, bien faites dès demain.'),
      title: 'Tasklane',
    },
    {
      path: '/pricing',
      h1: t(lang, 'Simple, fixed prices', 'Des prix simples et fixes'),
      title: t(lang, 'Pricing · Tasklane', 'Tarifs · Tasklane'),
    },
    md('/about', 'about'),
    md('/why-us', 'why-us'),
    {
      path: '/contact',
      h1: t(lang, 'Contact us', 'Nous joindre'),
      title: t(lang, 'Contact us · Tasklane', 'Nous joindre · Tasklane'),
    },
    {
      path: '/blog',
      h1: t(lang, 'The Tasklane blog', 'Le blogue de Tasklane'),
      title: t(lang, 'Blog · Tasklane', 'Blogue · Tasklane'),
    },
    {
      path: '/faq',
      h1: t(lang, 'Frequently asked questions', 'Foire aux questions'),
      title: t(lang, 'Frequently asked questions · Tasklane', 'Foire aux questions · Tasklane'),
    },
    {
      path: '/testimonials',
      h1: t(lang, 'Client stories', 'Histoires de clients'),
      title: t(lang, 'Client stories · Tasklane', 'Histoires de clients · Tasklane'),
    },
    md('/ottawa-services', 'ottawa-services'),
    md('/gatineau-services', 'gatineau-services'),
  ];
}

/**
 * Opens a route and checks its heading and meta, after the app has started. (Axe on each public
 * page, in both languages, and the phone width are the French scan's: french-scan.spec.ts.)
 */
async function expectRoute(page: Page, route: Route) {
  await page.goto(route.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
  await expect(page).toHaveTitle(route.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', route.title);
}

test.describe('public site', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));
  // A crawl of many pages: a shared 2-core machine needs more than the default minute.
  test.describe.configure({ timeout: 240_000 });

  test('marketing routes: heading, title and meta', async ({ page }) => {
    for (const route of marketingRoutes('en')) await expectRoute(page, route);
  });

  test('legal routes: heading, title, last-updated date', async ({ page }) => {
    for (const slug of LEGAL) {
      const title = mdTitle('legal', slug, 'en');
      await expectRoute(page, { path: `/${slug}`, h1: title, title: `${title} · Tasklane` });
      await expect(page.getByTestId('last-updated')).toContainText('Last updated:');
    }
  });

  test('blog: the index lists every article, each has its own URL, an unknown slug is a 404', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByTestId('blog-card')).toHaveCount(BLOG.length);
    for (const slug of BLOG) {
      const title = mdTitle('blog', slug, 'en');
      await expectRoute(page, { path: `/blog/${slug}`, h1: title, title: `${title} · Tasklane` });
      await expect(page.getByTestId('page-body').locator('p').first()).not.toBeEmpty();
    }
    await page.goto('/blog/no-such-article');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('landing: steps, tiers, scope, categories, stories, FAQ and share block', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('how-it-works').locator('li')).toHaveCount(3);
    await expect(page.getByTestId('landing-tiers').locator('li')).toHaveCount(3);
    await expect(page.getByTestId('landing-tiers')).toContainText('+2 credits ($58.00)');
    await expect(page.getByTestId('scope-in').locator('li')).toHaveCount(10);
    await expect(page.getByTestId('scope-out')).toContainText('Legal, tax or medical advice');
    await expect(page.getByTestId('categories').locator('li')).toHaveCount(9);
    await expect(page.getByTestId('testimonials').locator('li')).toHaveCount(3);
    await expect(page.getByTestId('testimonials-note')).toContainText('Illustrative client stories');

    const faq = page.getByTestId('faq');
    await expect(faq.locator('.faq-item')).toHaveCount(5);
    for (const id of ['difference', 'types', 'credits', 'ai-pricing', 'choosing'])
      await expect(page.getByTestId(`faq-${id}`)).toBeVisible();
    // Native <details>: the answer opens on click whether or not the app's code has run yet.
    const item = page.getByTestId('faq-credits');
    const panel = item.locator('.faq-answer');
    await expect(item).not.toHaveAttribute('open');
    await expect(panel).toBeHidden();
    await item.locator('summary').click();
    await expect(item).toHaveAttribute('open', '');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('29');

    // Shares carry the page's public (canonical) URL, the same in the prerendered HTML and the app.
    const url = encodeURIComponent((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '');
    for (const id of ['share-facebook', 'share-linkedin', 'share-x', 'share-email']) {
      const href = await page.getByTestId(id).getAttribute('href');
      expect(href, id).toContain(url);
    }
    const mail = await page.getByTestId('share-email').getAttribute('href');
    expect(mail).toMatch(/^mailto:\?subject=[^&]*Tasklane/);
  });

  test('pricing: table, estimator in the right currency format, packs, plans and quote link', async ({ page }) => {
    await page.goto('/pricing');
    // The prerendered page shows before its code has loaded; the estimator reacts once it has.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('price-row-basic')).toContainText('$29.00');
    await expect(page.getByTestId('price-row-premium')).toContainText('$116.00');
    await page.getByTestId('estimator-category').selectOption('design_media');
    await page.getByTestId('estimator-tier').selectOption('express');
    await expect(page.getByTestId('estimator-cad')).toHaveText('$87.00');
    await expect(page.getByTestId('estimator-credits')).toHaveText('(3 credits)');
    await page.getByTestId('estimator-category').selectOption('admin_docs');
    await page.getByTestId('estimator-tier').selectOption('standard');
    await expect(page.getByTestId('estimator-credits')).toHaveText('(1 credit)');
    await expect(page.getByTestId('pack-pack_5')).toContainText('$135.00');
    await expect(page.getByTestId('plan-starter')).toContainText('$99.00');
    await expect(page.getByTestId('plan-business')).toContainText('20 credits per month');
    // Every purchase link names the purchase itself, whatever the page knows of the session: the
    // route's guard sends a signed-out visitor to sign up and back (pricing-purchase.spec.ts).
    await expect(page.getByTestId('buy-pack_5')).toHaveAttribute('href', '/credits?pack=pack_5');
    await expect(page.getByTestId('subscribe-pro')).toHaveAttribute('href', '/subscription?plan=pro');
    await expect(page.getByTestId('quote-link')).toHaveAttribute('href', '/quotes');
  });

  test('contact: a valid message is sent, the staff and the sender get their mails', async ({ page }) => {
    const { waitForMails } = await import('../support/maildev');
    // Every browser call comes from this machine's loopback address: reset that one per-IP
    // counter, so the limit other suites used up doesn't refuse this message. Nothing else is
    // touched; the per-address counter is this test's own (a fresh address each run).
    const { adminDb } = await import('../support/functions-client');
    const { rateLimitDocId } = await import('../../functions/src/lib/rate-limit-key');
    await Promise.all(
      ['127.0.0.1', '::1', '::ffff:127.0.0.1'].map((ip) =>
        adminDb.doc(`rateLimits/${rateLimitDocId('contactPerIp', ip)}`).delete(),
      ),
    );
    const email = `e2e-contact-${Date.now()}-${'en'}@example.test`;
    const subject = `Question ${'en'} ${Date.now()}`;
    await page.goto('/contact');
    await page.getByTestId('contact-name').fill('Dominique Gagnon');
    await page.getByTestId('contact-email').fill(email);
    await page.getByTestId('contact-company').fill('Café du Marché');
    await page.getByTestId('contact-phone').fill('613 555-0199');
    await page.getByTestId('contact-subject').fill(subject);
    await page.getByTestId('contact-message').fill('Can you write our spring menu descriptions in both languages?');
    await page.getByTestId('contact-submit').click();
    // The first call may start a cold Functions emulator worker on a busy machine.
    await expect(page.getByTestId('contact-success').or(page.getByTestId('contact-send-error'))).toBeVisible({
      timeout: 45_000,
    });
    await expect(page.getByTestId('contact-send-error')).toHaveCount(0);
    await expect(page.getByTestId('contact-success')).toBeVisible();
    const [staff] = await waitForMails('staff@tasklane.ca', { where: (m) => m.subject.includes(subject) });
    expect(staff?.text).toContain('Can you write our spring menu descriptions');
    const [ack] = await waitForMails(email);
    expect(ack?.subject).toBe('We received your message · Tasklane');
    expect(ack?.text).toContain('within 2 business hours');
  });

  test('contact: invalid input shows each field error and sends nothing', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/submitContact')) calls++;
    });
    await page.goto('/contact');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-name-error')).toHaveText('Name is required');
    await expect(page.getByTestId('contact-email-error')).toBeVisible();
    await expect(page.getByTestId('contact-subject-error')).toBeVisible();
    await expect(page.getByTestId('contact-message-error')).toBeVisible();
    await page.getByTestId('contact-name').fill('L');
    await page.getByTestId('contact-email').fill('not-an-email');
    await page.getByTestId('contact-phone').fill('call me maybe');
    await page.getByTestId('contact-subject').fill('Hi');
    await page.getByTestId('contact-message').fill('Too short');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-name-error')).toHaveText('Name must be at least 2 characters long');
    await expect(page.getByTestId('contact-email-error')).toHaveText('Please enter a valid email address');
    await expect(page.getByTestId('contact-phone-error')).toBeVisible();
    await expect(page.getByTestId('contact-message-error')).toBeVisible();
    await expect(page.getByTestId('contact-subject-error')).toHaveCount(0);
    await expect(page.getByTestId('contact-name')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    expect(calls).toBe(0);
    await expect(page.getByTestId('contact-success')).toHaveCount(0);
  });
});

test('every footer link leads to a real page @phone', async ({ page }) => {
  // About twenty full page loads (each public page is its own prerendered file).
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByTestId('footer-copyright')).toBeVisible();
  const links = page.getByRole('contentinfo').getByRole('link');
  const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  expect(hrefs).toContain('/legal-notice');
  expect(hrefs.length).toBeGreaterThanOrEqual(18);
  for (const href of hrefs) {
    await page.goto('/');
    await page.getByRole('contentinfo').locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/?]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  }
  await expect(page.getByTestId('footer-copyright')).toContainText(String(new Date().getFullYear()));
});

test('signed in, the pricing buttons lead to the purchase routes', async ({ page }) => {
  const user = await createUser();
  await page.goto('/pricing');
  await signInAs(page, user);
  await expect(page.getByTestId('buy-pack_10')).toHaveAttribute('href', '/credits?pack=pack_10');
  await expect(page.getByTestId('subscribe-business')).toHaveAttribute('href', '/subscription?plan=business');
  await expect(page.getByTestId('quote-link')).toHaveAttribute('href', '/quotes');
});

test('robots.txt and sitemap.xml list the public routes', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: ');
  expect(robots).toContain('Disallow: /admin');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const p of [
    '/pricing',
    '/about',
    '/contact',
    '/faq',
    '/ottawa-services',
    '/gatineau-services',
    '/legal-notice',
    ...BLOG.map((s) => `/blog/${s}`),
  ]) {
    expect(sitemap).toContain(`${p}</loc>`);
  }
});

test('a prerendered page paints its own content; the app shell paints the boot header until React takes over', async ({
  request,
  page,
}) => {
  const pricing = await (await request.get('/pricing')).text();
  expect(pricing).not.toContain('boot-shell');
  expect(pricing).toMatch(/<div id="root">\s*<\S/);
  // The signed-in screens' preload script is named by the app shell only.
  expect(pricing).not.toMatch(/signed-in-preload/);
  const shell = await (await request.get('/team')).text();
  expect(shell).toContain('<div id="boot-shell" aria-hidden="true">');
  expect(shell).toMatch(/<script src="\/assets\/signed-in-preload-\w+\.js" async><\/script>/);
  // A screen with a shell of its own names its files instead; it paints the same boot header.
  const dashboard = await (await request.get('/dashboard')).text();
  expect(dashboard).toContain('<div id="boot-shell" aria-hidden="true">');
  expect(dashboard).not.toMatch(/signed-in-preload/);
  expect(dashboard).toMatch(
    /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/firestore-[\w-]+\.js">/,
  );
  // Signed out: the app starts, sends the visitor to the sign-in form, and its own header replaced the boot one.
  await page.goto('/dashboard');
  await expect(page.getByTestId('auth-title')).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  await expect(page.locator('nav.site-navbar')).toHaveCount(1);
});
