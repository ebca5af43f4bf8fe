/* eslint-disable max-lines -- split pending: the route x state table apart from the scan itself */
// French, proved once per screen instead of by running every journey twice. A table of route ×
// state covers every route in web/src/config/paths.ts in its populated states, each with its own
// seed data. On each entry, in French: no English text left (english-text.ts), nothing wider than
// the screen at a laptop (1280 px) and a phone (390 px) width, and axe once per screen. Then each
// screen again in English for its own axe visit. One sign-in per role; its page goes through the
// whole table of that role.
import { readdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { paths } from '../../web/src/config/paths';
import { localizedHref } from '../../web/src/config/public-pages';
import { englishIn } from './english-text';
import { createUser, expectAccessible, signInAs, type Lang } from './support';

type RouteKey = keyof typeof paths;
type Role = 'visitor' | 'customer' | 'teamOwner' | 'admin';
/** What a role's seeding hands the table: ids by name, and the user-written text it wrote. */
interface Seed {
  ids: Record<string, string>;
  content: string[];
}

interface Entry {
  /** A route of paths.ts, or the page any other address shows. */
  route: RouteKey | 'notFound';
  state: string;
  role: Role;
  /** The English URL (a public page's French twin is derived from it). */
  href: (s: Seed) => string;
  /** What a person does after the page opens to reach the state (a team chosen from the list). */
  open?: (page: Page) => Promise<void>;
  /** What shows the populated state has arrived. */
  ready: (page: Page, s: Seed) => Locator;
  /** Entries sharing a screen (one component, as the nine legal pages) get one axe visit per language. */
  screen?: string;
  /** At phone width, open the menu (the side drawer) and read it too. */
  menu?: boolean;
  /** English the French page quotes on purpose (an article's example of a calque). */
  quotesEnglish?: string[];
}

const H = 3_600_000;
const DAY = 24 * H;
const h1 = (page: Page) => page.locator('h1').first();
const testId = (id: string) => (page: Page) => page.getByTestId(id).first();
const text = (key: string) => (page: Page, s: Seed) => page.getByText(s.ids[key] ?? key).first();

const LEGAL: RouteKey[] = [
  'termsOfService',
  'privacyPolicy',
  'disclaimer',
  'acceptableUse',
  'cookiePolicy',
  'refundPolicy',
  'slaPolicy',
  'dataProcessing',
  'legalNotice',
];
const MARKETING: RouteKey[] = [
  'home',
  'pricing',
  'about',
  'whyUs',
  'contact',
  'blog',
  'faq',
  'testimonials',
  'ottawa',
  'gatineau',
];
const TASK_STATES = [
  'queued',
  'in production',
  'AI draft ready',
  'in review',
  'delivered',
  'refund requested',
  'reopened',
  'cancelled',
] as const;
const QUOTE_STATES = [
  'requested',
  'quoted',
  'changes_requested',
  'declined',
  'expired',
  'accepted',
  'in_progress',
  'delivered',
  'settled',
  'refund_requested',
  'refunded',
] as const;
const BLOG_SLUGS = readdirSync(new URL('../../web/src/content/blog/', import.meta.url))
  .filter((f) => f.endsWith('.fr.md'))
  .map((f) => f.replace(/\.fr\.md$/, ''))
  .sort();
/** The English phrases the French articles quote as examples, by article. */
const QUOTED_ENGLISH: Record<string, string[]> = { 'bilingual-social-captions-that-convert': ["We're so excited!"] };
const simpleHref = (key: RouteKey) => () => (paths[key] as { getHref: () => string }).getHref();

const TABLE: Entry[] = [
  ...MARKETING.map((route): Entry => ({
    route,
    state: 'as published',
    role: 'visitor',
    href: simpleHref(route),
    ready: h1,
    menu: route === 'home',
  })),
  { route: 'notFound', state: 'an unknown address', role: 'visitor', href: () => '/no-such-page', ready: h1 },
  // Every article and legal page is read for English and overflow; each kind is one screen (one
  // component over markdown) for axe.
  ...BLOG_SLUGS.map((slug): Entry => ({
    route: 'blogPost',
    state: slug,
    role: 'visitor',
    href: () => paths.blogPost.getHref(slug),
    ready: testId('blog-post'),
    quotesEnglish: QUOTED_ENGLISH[slug],
  })),
  ...LEGAL.map((route): Entry => ({
    route,
    state: 'as published',
    role: 'visitor',
    href: simpleHref(route),
    ready: h1,
    screen: 'legal',
  })),
  {
    route: 'auth',
    state: 'login',
    role: 'visitor',
    href: () => paths.auth.getHref('login'),
    ready: testId('auth-title'),
    screen: 'auth login',
  },
  {
    route: 'auth',
    state: 'signup',
    role: 'visitor',
    href: () => paths.auth.getHref('signup'),
    ready: testId('password-strength-label'),
    screen: 'auth signup',
  },
  {
    route: 'auth',
    state: 'reset',
    role: 'visitor',
    href: () => paths.auth.getHref('reset'),
    ready: testId('auth-title'),
    screen: 'auth reset',
  },
  {
    route: 'authCallback',
    state: 'expired link',
    role: 'visitor',
    href: () => `${paths.authCallback.getHref()}?mode=verifyEmail&oobCode=expired-code`,
    ready: testId('callback-message'),
  },

  {
    route: 'dashboard',
    state: 'tasks and quotes',
    role: 'customer',
    href: simpleHref('dashboard'),
    ready: text('deliveredTitle'),
    menu: true,
  },
  {
    route: 'tasks',
    state: 'one task per status',
    role: 'customer',
    href: simpleHref('tasks'),
    ready: text('deliveredTitle'),
  },
  {
    route: 'taskNew',
    state: 'empty form',
    role: 'customer',
    href: simpleHref('taskNew'),
    ready: (p) => p.locator('#task-title'),
    screen: 'task form',
  },
  {
    route: 'submitTask',
    state: 'empty form',
    role: 'customer',
    href: simpleHref('submitTask'),
    ready: (p) => p.locator('#task-title'),
    screen: 'task form',
  },
  {
    route: 'taskSubmission',
    state: 'empty form',
    role: 'customer',
    href: simpleHref('taskSubmission'),
    ready: (p) => p.locator('#task-title'),
    screen: 'task form',
  },
  ...TASK_STATES.map((state): Entry => ({
    route: 'task',
    state,
    role: 'customer',
    href: (s) => paths.task.getHref(s.ids[`task ${state}`] ?? ''),
    ready: testId('task-status'),
  })),
  {
    route: 'quotes',
    state: 'one quote per status',
    role: 'customer',
    href: simpleHref('quotes'),
    ready: text('quoteTitle'),
  },
  ...QUOTE_STATES.map((state): Entry => ({
    route: 'quote',
    state,
    role: 'customer',
    href: (s) => paths.quote.getHref(s.ids[`quote ${state}`] ?? ''),
    ready: testId('quote-title'),
  })),
  {
    route: 'profile',
    state: 'filled in',
    role: 'customer',
    href: simpleHref('profile'),
    ready: testId('profile-title'),
  },
  {
    route: 'brand',
    state: 'a saved kit',
    role: 'customer',
    href: simpleHref('brand'),
    ready: (p) => p.getByText('cabane à sucre').first(),
  },
  {
    route: 'credits',
    state: 'a pack bought by card',
    role: 'customer',
    href: simpleHref('credits'),
    ready: testId('ledger-row'),
  },
  {
    route: 'subscription',
    state: 'an active plan',
    role: 'customer',
    href: simpleHref('subscription'),
    ready: testId('plan-renewal'),
  },
  {
    route: 'aiFeatures',
    state: 'offline drafter',
    role: 'customer',
    href: simpleHref('aiFeatures'),
    ready: testId('ai-provider'),
  },
  {
    route: 'analytics',
    state: 'a month of activity',
    role: 'customer',
    href: simpleHref('analytics'),
    ready: testId('customer-analytics'),
  },
  {
    route: 'team',
    state: 'no team yet',
    role: 'customer',
    href: simpleHref('team'),
    ready: (p) => p.getByTestId('create-team-submit'),
  },
  {
    route: 'teamJoin',
    state: 'an invitation',
    role: 'customer',
    href: (s) => paths.teamJoin.getHref(s.ids.invitationToken),
    ready: testId('accept-invitation'),
  },
  {
    route: 'paymentSuccess',
    state: 'pack paid',
    role: 'customer',
    href: (s) => `${paths.paymentSuccess.getHref()}?session_id=${s.ids.packSession ?? ''}`,
    ready: testId('payment-success'),
  },
  {
    route: 'paymentCancelled',
    state: 'nothing charged',
    role: 'customer',
    href: simpleHref('paymentCancelled'),
    ready: testId('nothing-charged'),
  },
  {
    route: 'subscriptionSuccess',
    state: 'plan granted',
    role: 'customer',
    href: (s) => `${paths.subscriptionSuccess.getHref()}?session_id=${s.ids.planSession ?? ''}`,
    ready: testId('success-plan'),
  },
  {
    route: 'subscriptionCancelled',
    state: 'nothing charged',
    role: 'customer',
    href: simpleHref('subscriptionCancelled'),
    ready: testId('subscription-cancelled'),
  },

  {
    route: 'team',
    state: 'an owner in their team, an invitation out',
    role: 'teamOwner',
    href: simpleHref('team'),
    // The first visit picks the team from the list; it is then the active account, and later
    // visits open on its details.
    open: async (p) => {
      const details = p.getByTestId('team-details');
      const pick = p.getByTestId('my-teams').getByRole('button').first();
      await expect(details.or(pick).first()).toBeVisible({ timeout: 60_000 });
      if (!(await details.isVisible())) await pick.click();
    },
    ready: testId('team-details'),
  },

  {
    route: 'admin',
    state: 'a drafted task in the queue',
    role: 'admin',
    href: simpleHref('admin'),
    ready: (p, s) => p.getByTestId(`review-row-${s.ids.drafted}`),
    menu: true,
  },
  {
    route: 'adminReview',
    state: 'a draft picked up to review',
    role: 'admin',
    href: (s) => paths.adminReview.getHref(s.ids.drafted ?? ''),
    // The first visit picks the task up (the editor opens on the draft); later visits find it picked up.
    open: async (p) => {
      const pickUp = p.getByTestId('workspace-pick-up');
      await expect(pickUp.or(p.getByTestId('review-editor'))).toBeVisible({ timeout: 60_000 });
      if (await pickUp.isVisible()) await pickUp.click();
    },
    ready: testId('review-editor'),
  },
  {
    route: 'adminRefunds',
    state: 'a pending request',
    role: 'admin',
    href: simpleHref('adminRefunds'),
    ready: (p, s) => p.getByTestId(`refund-request-${s.ids.refunded}`),
  },
  {
    route: 'adminUsers',
    state: 'customers listed',
    role: 'admin',
    href: simpleHref('adminUsers'),
    ready: testId('user-row'),
  },
  {
    route: 'adminTasks',
    state: 'tasks listed',
    role: 'admin',
    href: simpleHref('adminTasks'),
    ready: testId('admin-task-row'),
  },
  {
    route: 'adminTask',
    state: 'a delivered task',
    role: 'admin',
    href: (s) => paths.adminTask.getHref(s.ids.refunded ?? ''),
    ready: testId('admin-task-history'),
  },
  {
    route: 'adminSettings',
    state: 'current settings',
    role: 'admin',
    href: simpleHref('adminSettings'),
    ready: (p) => p.locator('#settings-tiers-express-surchargeCredits'),
  },
  {
    route: 'adminMessages',
    state: 'a new message',
    role: 'admin',
    href: simpleHref('adminMessages'),
    ready: text('contactSubject'),
  },
  {
    route: 'adminQuotes',
    state: 'a request to answer',
    role: 'admin',
    href: simpleHref('adminQuotes'),
    ready: testId('admin-quote-row'),
  },
  {
    route: 'adminAnalytics',
    state: 'this month',
    role: 'admin',
    href: simpleHref('adminAnalytics'),
    ready: testId('admin-analytics'),
  },
  { route: 'adminReviewers', state: 'reviewers listed', role: 'admin', href: simpleHref('adminReviewers'), ready: h1 },
  {
    route: 'adminRatings',
    state: 'a rating to publish',
    role: 'admin',
    href: simpleHref('adminRatings'),
    ready: testId('rating-row'),
  },
];

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

// ---- seed data, one role at a time -------------------------------------------------------------

async function seedVisitor(): Promise<Seed> {
  // The public pages show what the content files and the settings say: nothing to write.
  return { ids: {}, content: [] };
}

/**
 * A French customer who bought a pack and a plan by card (the Stripe stand-in, as a customer would),
 * with a task in every status, a quote in every state, a brand kit, a month of statistics and an
 * invitation to a team.
 */
async function seedCustomer(): Promise<{ seed: Seed; user: { email: string; password: string } }> {
  const { adminDb, passwordClient } = await import('../support/functions-client');
  const { buyer, packInput, payAt, subscribe } = await import('../support/stripe');
  const { taskDoc } = await import('../support/factories');
  const { quoteDoc, versionOf, acceptedOf } = await import('../support/quotes');
  const { brandKitDoc } = await import('../support/brand-kits');
  const { K, statsBucket } = await import('@tasklane/domain');
  const client = await buyer({ locale: 'fr', province: 'QC', balance: 12 });
  const uid = client.uid as string;
  const email = client.email as string;
  const user = { email, password: 'Test-password-123!' };
  await adminDb.doc(`profiles/${uid}`).update({ name: 'Camille Tremblay', company: 'Érablière Tremblay' });
  const stamp = Date.now();
  const ids: Record<string, string> = {};
  const content = ['Camille Tremblay', 'Érablière Tremblay', 'Camille T.'];

  const pack = await client.call('createCheckoutSession', { ...packInput('pack_5', 'fr') });
  await payAt(pack.url);
  ids.packSession = pack.sessionId;
  ids.planSession = (await subscribe(client, 'pro', 'fr')).sessionId;

  const now = Date.now();
  const at = (ms: number) => new Date(now + ms);
  const base = {
    language: 'fr' as const,
    brief: 'Veuillez peaufiner le texte ci-dessous en gardant notre ton chaleureux.',
    sourceText: 'Nous sommes une petite érablière près du canal.',
  };
  const delivered = {
    status: 'delivered' as const,
    queueStatus: null,
    queuePosition: null,
    activatedAt: at(-3 * H),
    dueAt: at(-H),
    deliveredAt: at(-H / 2),
    result: 'Voici le texte révisé de votre page À propos.',
  };
  const tasks: Record<(typeof TASK_STATES)[number], Parameters<typeof taskDoc>[1]> = {
    queued: { queuePosition: 2 },
    'in production': { queueStatus: 'active', queuePosition: null, activatedAt: at(-H), dueAt: at(20 * H) },
    'AI draft ready': {
      status: 'ai_drafted',
      queueStatus: null,
      queuePosition: null,
      activatedAt: at(-H),
      dueAt: at(20 * H),
    },
    'in review': {
      status: 'in_review',
      queueStatus: null,
      queuePosition: null,
      activatedAt: at(-2 * H),
      dueAt: at(10 * H),
      reviewerId: 'staff',
    },
    delivered,
    'refund requested': delivered,
    reopened: {
      ...delivered,
      status: 'reopened',
      revisionNote: 'Merci d’ajouter nos heures d’ouverture.',
      revisionCount: 1,
    },
    cancelled: { status: 'cancelled', queueStatus: null, queuePosition: null },
  };
  for (const [state, overrides] of Object.entries(tasks)) {
    const ref = adminDb.collection('tasks').doc();
    const title = `Page À propos (${state}) ${stamp}`;
    await ref.set(taskDoc(uid, { ...base, ...overrides, title }));
    ids[`task ${state}`] = ref.id;
    content.push(title);
    if (state === 'delivered') ids.deliveredTitle = title;
    if (state === 'refund requested') {
      await adminDb.doc(`refundRequests/${ref.id}`).set({
        taskId: ref.id,
        userId: uid,
        accountId: uid,
        taskTitle: title,
        credits: 1,
        paymentMethod: 'credits',
        reason: 'Ce n’est pas le ton demandé.',
        status: 'pending',
        decisionReason: null,
        decidedBy: null,
        createdAt: new Date(),
        decidedAt: null,
      });
    }
  }
  content.push(
    base.brief,
    base.sourceText,
    delivered.result,
    'Merci d’ajouter nos heures d’ouverture.',
    'Ce n’est pas le ton demandé.',
  );

  const v1 = versionOf({ scope: 'Réécrire les 30 pages en langage clair, une ronde de révision.', by: 'staff' });
  const accepted = acceptedOf({ version: v1 });
  const settledAt = now - H;
  const quoteTitle = `Guide de l’employé ${stamp}`;
  const quoteBase = {
    title: quoteTitle,
    language: 'fr' as const,
    description: 'Notre guide de 30 pages doit être réécrit en langage clair.',
    sourceText: 'Section 1. Heures de travail.',
  };
  const quoted = { versions: [v1], expiresAt: v1.expiresAt };
  const quoteResult = { result: 'Voici le guide réécrit.', actualCents: 24_000, deliveredAt: now - 2 * H };
  const quotes: Record<(typeof QUOTE_STATES)[number], Parameters<typeof quoteDoc>[1]> = {
    requested: {},
    quoted,
    changes_requested: { versions: [v1], changesNote: 'Pouvez-vous inclure la section sur les congés?' },
    declined: { versions: [v1] },
    expired: { versions: [{ ...v1, expiresAt: now - DAY }] },
    accepted: { versions: [v1], accepted },
    in_progress: { versions: [v1], accepted },
    delivered: { versions: [v1], accepted, ...quoteResult },
    settled: {
      versions: [v1],
      accepted,
      ...quoteResult,
      settlement: {
        actualCents: 24_000,
        consumedCredits: 9,
        releasedCredits: 1,
        refundCents: 0,
        by: 'customer',
        settledAt,
      },
    },
    refund_requested: { versions: [v1], accepted, ...quoteResult },
    refunded: {
      versions: [v1],
      accepted,
      ...quoteResult,
      settlement: { actualCents: 0, consumedCredits: 0, releasedCredits: 10, refundCents: 0, by: 'refund', settledAt },
    },
  };
  for (const [status, overrides] of Object.entries(quotes)) {
    const ref = adminDb.collection('quotes').doc();
    await ref.set(quoteDoc(uid, { ...quoteBase, ...overrides, status: status as (typeof QUOTE_STATES)[number] }));
    ids[`quote ${status}`] = ref.id;
  }
  ids.quoteTitle = quoteTitle;
  content.push(
    quoteTitle,
    quoteBase.description,
    quoteBase.sourceText,
    v1.scope,
    'Pouvez-vous inclure la section sur les congés?',
    'Voici le guide réécrit.',
  );

  const kit = brandKitDoc(uid, {
    description: 'Une cabane à sucre de Gatineau.',
    audience: 'Les familles de l’Outaouais',
    voice: ['chaleureux'],
    wordsToUse: ['maison'],
    wordsToAvoid: ['bon marché'],
    signOff: 'À bientôt à la cabane!',
  });
  await adminDb.doc(`brandKits/${uid}`).set(kit);
  content.push(...kit.glossary.flatMap((g) => [g.en, g.fr]), 'maple taffy', 'sugar shack', 'sap run');

  const { month } = statsBucket(now);
  const c = {
    [K.submitted]: 3,
    [K.category('marketing_content')]: 2,
    [K.category('admin_docs')]: 1,
    [K.delivered]: 2,
    [K.onTime]: 1,
    [K.late]: 1,
    [K.turnaround(2)]: 2,
    [K.revisions]: 1,
    [K.creditsSold]: 10,
    [K.creditsConsumed]: 3,
    [K.payments]: 1,
    [K.grossCents]: 25_000,
    [K.chargedCents]: 28_744,
    [K.tax('GST')]: 1250,
    [K.tax('QST')]: 2494,
  };
  await adminDb.doc(`customerStats/${uid}`).set({ userId: uid, month: 'total', c });
  await adminDb.doc(`customerStats/${uid}/months/${month}`).set({ userId: uid, month, c });

  // A team whose owner invited this customer: the join page opens on the invitation.
  const { waitForMails } = await import('../support/maildev');
  const owner = await createUser({ locale: 'fr', name: 'Louis Côté' });
  const ownerClient = await passwordClient(owner.email, owner.password);
  const teamName = `Café du Canal ${stamp}`;
  const { teamId } = await ownerClient.call('createTeam', {
    name: teamName,
    legalName: `${teamName} inc.`,
    province: 'QC',
    address: '12 rue du Canal, Gatineau QC',
  });
  await ownerClient.call('inviteMember', { teamId, email, role: 'member' });
  await ownerClient.close();
  const [mail] = await waitForMails(email);
  ids.invitationToken = decodeURIComponent(/token=([A-Za-z0-9_.%-]+)/.exec(mail?.text ?? '')?.[1] ?? '');
  content.push(teamName, 'Louis Côté');
  await client.close();
  return { seed: { ids, content }, user };
}

/** A team owner who has invited a colleague. */
async function seedTeamOwner(): Promise<{ seed: Seed; user: { email: string; password: string } }> {
  const { passwordClient } = await import('../support/functions-client');
  const owner = await createUser({ locale: 'fr', name: 'Sophie Lavoie' });
  const client = await passwordClient(owner.email, owner.password);
  const teamName = `Boulangerie Lavoie ${Date.now()}`;
  const { teamId } = await client.call('createTeam', {
    name: teamName,
    legalName: `${teamName} inc.`,
    province: 'QC',
    address: '3 rue Principale, Gatineau QC',
  });
  const invited = `collegue-${Date.now()}@example.test`;
  await client.call('inviteMember', { teamId, email: invited, role: 'member' });
  await client.close();
  return {
    seed: {
      ids: {},
      content: [teamName, `${teamName} inc.`, '3 rue Principale, Gatineau QC', 'Sophie Lavoie', invited],
    },
    user: owner,
  };
}

/** An admin, with a French customer's drafted task, a delivered one with a refund request, a quote request, a message and a rating. */
async function seedAdmin(): Promise<{ seed: Seed; user: { email: string; password: string } }> {
  const { adminDb } = await import('../support/functions-client');
  const { taskDoc, contactMessageDoc } = await import('../support/factories');
  const { quoteDoc } = await import('../support/quotes');
  const { K, statsBucket } = await import('@tasklane/domain');
  const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
  const admin = await createUser({ admin: true, locale: 'fr', name: 'Nathalie Roy' });
  const customer = await createUser({ locale: 'fr', name: 'Mathieu Gagné', credits: 4 });
  const stamp = Date.now();
  const now = Date.now();
  const ids: Record<string, string> = {};
  const draftedTitle = `Légendes de la terrasse ${stamp}`;
  const brief = 'Trois courtes légendes pour annoncer notre terrasse chauffée, ton chaleureux.';
  const drafted = adminDb.collection('tasks').doc();
  await drafted.set(
    taskDoc(customer.uid, {
      title: draftedTitle,
      category: 'marketing_content',
      tier: 'express',
      brief,
      sourceText: 'La terrasse ouvre vendredi.',
      language: 'fr',
      priceCredits: 2,
      status: 'ai_drafted',
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(now - H / 2),
      dueAt: new Date(now + 17 * H),
    }),
  );
  await drafted.collection('staff').doc('draft').set({
    provider: 'offline',
    text: 'Notre terrasse ouvre vendredi.',
    model: 'offline-drafter-v1',
    tokens: 5,
    ms: 0,
    attempts: 1,
    failed: false,
    error: null,
    createdAt: Timestamp.now(),
  });
  ids.drafted = drafted.id;

  const refundedTitle = `Menu d’automne ${stamp}`;
  const at = new Date(now - H);
  const delivered = adminDb.collection('tasks').doc();
  await delivered.set(
    taskDoc(customer.uid, {
      title: refundedTitle,
      language: 'fr',
      brief,
      status: 'delivered',
      queueStatus: null,
      queuePosition: null,
      activatedAt: at,
      dueAt: at,
      deliveredAt: at,
      result: 'Notre menu d’automne.',
    }),
  );
  await adminDb.doc(`refundRequests/${delivered.id}`).set({
    taskId: delivered.id,
    userId: customer.uid,
    accountId: customer.uid,
    taskTitle: refundedTitle,
    credits: 1,
    paymentMethod: 'credits',
    reason: 'Pas le ton demandé.',
    status: 'pending',
    decisionReason: null,
    decidedBy: null,
    createdAt: new Date(),
    decidedAt: null,
  });
  ids.refunded = delivered.id;

  const quoteTitle = `Manuel des bénévoles ${stamp}`;
  await adminDb.collection('quotes').add(
    quoteDoc(customer.uid, {
      title: quoteTitle,
      language: 'fr',
      description: 'Réécrire notre manuel en langage clair.',
    }),
  );
  const subject = `Traduction de menu ${stamp}`;
  await adminDb
    .collection('contactMessages')
    .add(contactMessageDoc({ subject, message: 'Traduisez-vous les menus?', name: 'Luc Bérubé' }));
  ids.contactSubject = subject;
  await adminDb.doc(`ratings/${delivered.id}_1`).set({
    taskId: delivered.id,
    round: 1,
    userId: customer.uid,
    accountId: customer.uid,
    reviewerId: admin.uid,
    category: 'admin_docs',
    stars: 5,
    comment: 'Travail impeccable, merci!',
    locale: 'fr',
    quote: { firstName: 'Mathieu', initial: 'G.', city: 'Gatineau' },
    published: false,
    createdAt: new Date(),
    updatedAt: new Date(),
  });

  const { month, day } = statsBucket(now);
  const inc = {
    [K.submitted]: 4,
    [K.delivered]: 2,
    [K.onTime]: 2,
    [K.grossCents]: 13_500,
    [K.chargedCents]: 15_255,
    [K.tax('HST')]: 1_755,
    [K.productGross('pack')]: 13_500,
    [K.creditsSold]: 5,
  };
  const asIncrements = Object.fromEntries(Object.entries(inc).map(([k, v]) => [k, FieldValue.increment(v)]));
  await adminDb
    .doc(`statsPlatform/${month}_0`)
    .set({ month, shard: 0, c: asIncrements, d: { [day]: asIncrements } }, { merge: true });
  await adminDb.doc('statsPlatform/total_0').set({ month: 'total', shard: 0, c: asIncrements }, { merge: true });

  const content = [
    draftedTitle,
    refundedTitle,
    brief,
    'La terrasse ouvre vendredi.',
    'Notre terrasse ouvre vendredi.',
    'Notre menu d’automne.',
    'Pas le ton demandé.',
    quoteTitle,
    'Réécrire notre manuel en langage clair.',
    subject,
    'Traduisez-vous les menus?',
    'Luc Bérubé',
    'Travail impeccable, merci!',
    'Mathieu Gagné',
    'Mathieu',
    'Nathalie Roy',
  ];
  return { seed: { ids, content }, user: admin };
}

// ---- the table's own check, then one test per role ------------------------------------------

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
