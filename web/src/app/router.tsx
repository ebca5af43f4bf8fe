import { lazy } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { adminLazy, appLazy } from '../lib/app-lazy';
import { paths } from '../config/paths';
import { FRENCH_PREFIX, isPublicPage } from '../config/public-pages';
// The landing hero is in the entry (about 1 kB), so "/" paints in the first render, before the
// Auth SDK starts loading; its sections below the fold are their own chunk.
import LandingPage from '../features/public/components/landing-page';
import NotFound from '../components/not-found';
import { RequireAdmin } from './guards/require-admin';
import { MainLayout } from './layouts/main-layout';
import { ProtectedLayout } from './layouts/protected-layout';

// Each other screen is its own chunk; those of signed-in users and the sign-in pages load with
// the app's message catalog (appLazy), public pages need only the public one.
const AuthPage = appLazy(() => import('../features/auth/pages/auth-page'));
const AuthCallbackPage = appLazy(() => import('../features/auth/pages/auth-callback-page'));
const ProfilePage = appLazy(() => import('../features/profile/pages/profile-page'));
const TeamPage = appLazy(() => import('../features/teams/pages/team-page'));
const TeamJoinPage = appLazy(() => import('../features/teams/pages/team-join-page'));
const TeamApprovalsPage = appLazy(() => import('../features/teams/pages/team-approvals-page'));
const BrandPage = appLazy(() => import('../features/brand/pages/brand-page'));
const MemoryPage = appLazy(() => import('../features/memory/pages/memory-page'));
const PricingPage = lazy(() => import('../features/public/pages/pricing-page'));
const AboutPage = lazy(() => import('../features/public/pages/about-page'));
const WhyUsPage = lazy(() => import('../features/public/pages/why-us-page'));
const ContactPage = lazy(() => import('../features/public/pages/contact-page'));
const BlogPage = lazy(() => import('../features/public/pages/blog-page'));
const BlogPostPage = lazy(() => import('../features/public/pages/blog-post-page'));
const FaqPage = lazy(() => import('../features/public/pages/faq-page'));
const TestimonialsPage = lazy(() => import('../features/public/pages/testimonials-page'));
const OttawaPage = lazy(() => import('../features/public/pages/ottawa-page'));
const GatineauPage = lazy(() => import('../features/public/pages/gatineau-page'));
const LegalPage = lazy(() => import('../features/public/pages/legal-page'));
const DashboardPage = appLazy(() => import('../features/tasks/pages/dashboard-page'));
const TasksPage = appLazy(() => import('../features/tasks/pages/tasks-page'));
const TaskNewPage = appLazy(() => import('../features/tasks/pages/task-new-page'));
const TaskDetailPage = appLazy(() => import('../features/tasks/pages/task-detail-page'));
const CreditsPage = appLazy(() => import('../features/credits/pages/credits-page'));
const PaymentSuccessPage = appLazy(() => import('../features/credits/pages/payment-success-page'));
const PaymentCancelledPage = appLazy(() => import('../features/credits/pages/payment-cancelled-page'));
const SubscriptionPage = appLazy(() => import('../features/subscriptions/pages/subscription-page'));
const SubscriptionSuccessPage = appLazy(() => import('../features/subscriptions/pages/subscription-success-page'));
const SubscriptionCancelledPage = appLazy(() => import('../features/subscriptions/pages/subscription-cancelled-page'));
// With the admin-only messages (a third catalog), which customers never download.
const AdminPage = adminLazy(() => import('../features/admin/pages/admin-page'));
const AiFeaturesPage = appLazy(() => import('../features/ai/pages/ai-features-page'));
const QuotesPage = appLazy(() => import('../features/quotes/pages/quotes-page'));
const QuoteDetailPage = appLazy(() => import('../features/quotes/pages/quote-detail-page'));
const AnalyticsPage = appLazy(() => import('../features/analytics/pages/analytics-page'));
const SchedulesPage = appLazy(() => import('../features/schedules/pages/schedules-page'));
const DevelopersPage = appLazy(() => import('../features/developers/pages/developers-page'));
const WebhooksPage = appLazy(() => import('../features/webhooks/pages/webhooks-page'));

// A customer's usual next screens from any signed-in screen: fetched while the browser is idle.
const LIKELY_NEXT = [DashboardPage.preload, TasksPage.preload, TaskDetailPage.preload, TaskNewPage.preload];

const publicRoutes: RouteObject[] = [
  { path: paths.home.path, element: <LandingPage /> },
  { path: paths.auth.path, element: <AuthPage /> },
  { path: paths.authCallback.path, element: <AuthCallbackPage /> },
  { path: paths.pricing.path, element: <PricingPage /> },
  { path: paths.about.path, element: <AboutPage /> },
  { path: paths.whyUs.path, element: <WhyUsPage /> },
  { path: paths.contact.path, element: <ContactPage /> },
  { path: paths.blog.path, element: <BlogPage /> },
  { path: paths.blogPost.path, element: <BlogPostPage /> },
  { path: paths.faq.path, element: <FaqPage /> },
  { path: paths.testimonials.path, element: <TestimonialsPage /> },
  { path: paths.ottawa.path, element: <OttawaPage /> },
  { path: paths.gatineau.path, element: <GatineauPage /> },
  { path: paths.termsOfService.path, element: <LegalPage /> },
  { path: paths.privacyPolicy.path, element: <LegalPage /> },
  { path: paths.disclaimer.path, element: <LegalPage /> },
  { path: paths.acceptableUse.path, element: <LegalPage /> },
  { path: paths.cookiePolicy.path, element: <LegalPage /> },
  { path: paths.refundPolicy.path, element: <LegalPage /> },
  { path: paths.slaPolicy.path, element: <LegalPage /> },
  { path: paths.dataProcessing.path, element: <LegalPage /> },
  { path: paths.legalNotice.path, element: <LegalPage /> },
];

// Each indexable public page again under /fr/, for its French twin ('/' → '/fr').
const frenchTwins: RouteObject[] = publicRoutes
  .filter((r) => r.path && isPublicPage(r.path.replace(':slug', 'slug')))
  .map((r) => ({ ...r, path: r.path === '/' ? FRENCH_PREFIX : `${FRENCH_PREFIX}${r.path}` }));

const protectedRoutes: RouteObject[] = [
  { path: paths.dashboard.path, element: <DashboardPage /> },
  { path: paths.tasks.path, element: <TasksPage /> },
  { path: paths.taskNew.path, element: <TaskNewPage /> },
  { path: paths.submitTask.path, element: <TaskNewPage /> },
  { path: paths.taskSubmission.path, element: <TaskNewPage /> },
  { path: paths.task.path, element: <TaskDetailPage /> },
  { path: paths.quotes.path, element: <QuotesPage /> },
  { path: paths.quote.path, element: <QuoteDetailPage /> },
  { path: paths.profile.path, element: <ProfilePage /> },
  { path: paths.brand.path, element: <BrandPage /> },
  { path: paths.memory.path, element: <MemoryPage /> },
  { path: paths.credits.path, element: <CreditsPage /> },
  { path: paths.schedules.path, element: <SchedulesPage /> },
  { path: paths.developers.path, element: <DevelopersPage /> },
  { path: paths.developersWebhooks.path, element: <WebhooksPage /> },
  { path: paths.subscription.path, element: <SubscriptionPage /> },
  { path: paths.aiFeatures.path, element: <AiFeaturesPage /> },
  { path: paths.analytics.path, element: <AnalyticsPage /> },
  { path: paths.team.path, element: <TeamPage /> },
  { path: paths.teamApprovals.path, element: <TeamApprovalsPage /> },
  { path: paths.teamJoin.path, element: <TeamJoinPage /> },
  { path: paths.paymentSuccess.path, element: <PaymentSuccessPage /> },
  { path: paths.paymentCancelled.path, element: <PaymentCancelledPage /> },
  { path: paths.subscriptionSuccess.path, element: <SubscriptionSuccessPage /> },
  { path: paths.subscriptionCancelled.path, element: <SubscriptionCancelledPage /> },
  {
    path: `${paths.admin.path}/*`,
    element: (
      <RequireAdmin>
        <AdminPage />
      </RequireAdmin>
    ),
  },
];

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { element: <Outlet />, children: [...publicRoutes, ...frenchTwins] },
      { element: <ProtectedLayout prefetch={LIKELY_NEXT} screens={protectedRoutes} />, children: protectedRoutes },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * The screens for the current URL. Declarative routing (useRoutes inside a BrowserRouter, or a
 * StaticRouter when prerendering) rather than a data router: no screen uses loaders or actions,
 * and the data router's code would add about 16 kB gzipped to every first load. A screen that
 * throws while rendering shows the error fallback until the URL changes.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <ErrorBoundary resetKey={pathname}>{element}</ErrorBoundary>;
}
