// The French scan's table: every route of web/src/config/paths.ts in its populated states, by role,
// with what shows each state has arrived. french-scan.spec.ts walks it.
import { readdirSync } from 'node:fs';
import { expect, type Locator, type Page } from './fixtures';
import { paths } from '../../web/src/config/paths';

export type RouteKey = keyof typeof paths;
export type Role = 'visitor' | 'customer' | 'teamOwner' | 'admin';
/** What a role's seeding hands the table: ids by name, and the user-written text it wrote. */
export interface Seed {
  ids: Record<string, string>;
  content: string[];
}

export interface Entry {
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

export const H = 3_600_000;
export const DAY = 24 * H;
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
export const TASK_STATES = [
  'queued',
  'in production',
  'AI draft ready',
  'in review',
  'delivered',
  'refund requested',
  'reopened',
  'cancelled',
] as const;
export const QUOTE_STATES = [
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

export const TABLE: Entry[] = [
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
    state: 'filled in, with data exports building, ready, failed and deleted',
    role: 'customer',
    href: simpleHref('profile'),
    ready: testId('data-exports-list'),
  },
  {
    route: 'brand',
    state: 'a saved kit',
    role: 'customer',
    href: simpleHref('brand'),
    ready: (p) => p.getByText('cabane à sucre').first(),
  },
  {
    route: 'memory',
    state: 'a memory with pairs',
    role: 'customer',
    href: simpleHref('memory'),
    ready: testId('memory-pair'),
  },
  {
    route: 'schedules',
    state: 'a weekly schedule with a skipped occurrence, and the form for a new one with its next dates',
    role: 'customer',
    href: simpleHref('schedules'),
    // The form above the list, with its preview of the next 5 dates and their price.
    open: async (p) => {
      await p.getByTestId('schedule-new').click();
      await p.getByTestId('schedule-preview').locator('li').nth(4).waitFor();
    },
    ready: testId('schedule-skipped'),
  },
  {
    route: 'developers',
    state: 'a read-only API key, and the endpoints from openapi.json',
    role: 'customer',
    href: simpleHref('developers'),
    ready: testId('api-endpoint'),
  },
  {
    route: 'developersWebhooks',
    state: 'an endpoint with its delivery log open',
    role: 'customer',
    href: simpleHref('developersWebhooks'),
    open: async (page) => {
      await page.getByTestId('webhook-show-log').first().click();
    },
    ready: testId('webhook-attempt'),
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
    route: 'teamApprovals',
    state: "an owner with a member's request waiting",
    role: 'teamOwner',
    // The link notices and e-mails carry: it opens the team's space.
    href: (s) => `${paths.teamApprovals.getHref()}?team=${encodeURIComponent(s.ids.teamId ?? '')}`,
    ready: testId('pending-request'),
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
  {
    route: 'adminIncidents',
    state: 'an entry with an addendum',
    role: 'admin',
    href: simpleHref('adminIncidents'),
    ready: testId('incident-card'),
  },
];
