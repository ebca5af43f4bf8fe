/** Every route path, with a getHref that builds a link to it. Nothing else spells a URL. */
export type AuthMode = 'login' | 'signup' | 'reset';

const simple = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: simple('/'),
  auth: {
    path: '/auth',
    getHref: (mode: AuthMode = 'login', redirectTo?: string) => {
      const q = new URLSearchParams({ mode });
      if (redirectTo) q.set('redirectTo', redirectTo);
      return `/auth?${q.toString()}`;
    },
  },
  authCallback: simple('/auth/callback'),
  pricing: simple('/pricing'),
  about: simple('/about'),
  whyUs: simple('/why-us'),
  contact: simple('/contact'),
  blog: simple('/blog'),
  blogPost: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  faq: simple('/faq'),
  testimonials: simple('/testimonials'),
  ottawa: simple('/ottawa-services'),
  gatineau: simple('/gatineau-services'),
  termsOfService: simple('/terms-of-service'),
  privacyPolicy: simple('/privacy-policy'),
  disclaimer: simple('/disclaimer'),
  acceptableUse: simple('/acceptable-use-policy'),
  cookiePolicy: simple('/cookie-policy'),
  refundPolicy: simple('/refund-policy'),
  slaPolicy: simple('/sla-policy'),
  dataProcessing: simple('/data-processing-agreement'),
  legalNotice: simple('/legal-notice'),

  dashboard: simple('/dashboard'),
  tasks: simple('/tasks'),
  taskNew: simple('/tasks/new'),
  submitTask: simple('/submit-task'),
  taskSubmission: simple('/task-submission'),
  task: { path: '/tasks/:id', getHref: (id: string) => `/tasks/${encodeURIComponent(id)}` },
  quotes: simple('/quotes'),
  quote: { path: '/quotes/:id', getHref: (id: string) => `/quotes/${encodeURIComponent(id)}` },
  profile: simple('/profile'),
  brand: simple('/brand'),
  memory: simple('/memory'),
  credits: simple('/credits'),
  schedules: simple('/schedules'),
  developers: simple('/developers'),
  developersWebhooks: simple('/developers/webhooks'),
  subscription: simple('/subscription'),
  aiFeatures: simple('/ai-features'),
  analytics: simple('/analytics'),
  team: simple('/team'),
  teamApprovals: simple('/team/approvals'),
  teamJoin: {
    path: '/team/join',
    getHref: (token?: string) => (token ? `/team/join?token=${encodeURIComponent(token)}` : '/team/join'),
  },
  paymentSuccess: simple('/payment-success'),
  paymentCancelled: simple('/payment-cancelled'),
  subscriptionSuccess: simple('/subscription-success'),
  subscriptionCancelled: simple('/subscription-cancelled'),
  admin: simple('/admin'),
  adminReview: {
    path: '/admin/review/:taskId',
    getHref: (taskId: string) => `/admin/review/${encodeURIComponent(taskId)}`,
  },
  adminRefunds: simple('/admin/refunds'),
  adminUsers: simple('/admin/users'),
  adminTasks: simple('/admin/tasks'),
  adminTask: {
    path: '/admin/tasks/:taskId',
    getHref: (taskId: string) => `/admin/tasks/${encodeURIComponent(taskId)}`,
  },
  adminSettings: simple('/admin/settings'),
  adminMessages: simple('/admin/messages'),
  adminQuotes: simple('/admin/quotes'),
  adminAnalytics: simple('/admin/analytics'),
  adminReviewers: simple('/admin/reviewers'),
  adminRatings: simple('/admin/ratings'),
  adminIncidents: simple('/admin/incidents'),
} as const;

/** The legal pages, in footer order. */
/**
 * The task form's routes: their first render paints their largest content (the heading) without
 * data, so a returning customer's Auth and Firestore load after that paint rather than beside it
 * (web/preload.ts, main.tsx, app/layouts/protected-layout.tsx).
 */
export const PAINT_FIRST_PATHS: readonly string[] = [
  paths.taskNew.path,
  paths.submitTask.path,
  paths.taskSubmission.path,
];

export const LEGAL_SLUGS = [
  'terms-of-service',
  'privacy-policy',
  'disclaimer',
  'acceptable-use-policy',
  'cookie-policy',
  'refund-policy',
  'sla-policy',
  'data-processing-agreement',
  'legal-notice',
] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** A redirect target must be a local path, never another origin. */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.dashboard.path): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

/** A route's path below its parent's, for nested <Routes> (the admin panels). */
export const childPath = (parent: { path: string }, child: { path: string }): string =>
  child.path.slice(parent.path.length + 1);
