import { lazy } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import NotFound from '../features/errors/components/not-found';
import { RouteError } from '../features/errors/components/route-error';
import { RequireAdmin } from './guards/require-admin';
import { MainLayout } from './layouts/main-layout';
import { ProtectedLayout } from './layouts/protected-layout';
import { placeholders as P } from './placeholders';

// Each screen is its own chunk.
const LandingPage = lazy(() => import('../features/landing/components/landing-page'));

const publicRoutes: RouteObject[] = [
  { path: paths.home.path, element: <LandingPage /> },
  { path: paths.auth.path, element: <P.auth /> },
  { path: paths.authCallback.path, element: <P.authCallback /> },
  { path: paths.pricing.path, element: <P.pricing /> },
  { path: paths.about.path, element: <P.about /> },
  { path: paths.whyUs.path, element: <P.whyUs /> },
  { path: paths.contact.path, element: <P.contact /> },
  { path: paths.blog.path, element: <P.blog /> },
  { path: paths.blogPost.path, element: <P.blog /> },
  { path: paths.faq.path, element: <P.faq /> },
  { path: paths.testimonials.path, element: <P.testimonials /> },
  { path: paths.ottawa.path, element: <P.ottawa /> },
  { path: paths.gatineau.path, element: <P.gatineau /> },
  { path: paths.termsOfService.path, element: <P.legal /> },
  { path: paths.privacyPolicy.path, element: <P.legal /> },
  { path: paths.disclaimer.path, element: <P.legal /> },
  { path: paths.acceptableUse.path, element: <P.legal /> },
  { path: paths.cookiePolicy.path, element: <P.legal /> },
  { path: paths.refundPolicy.path, element: <P.legal /> },
  { path: paths.slaPolicy.path, element: <P.legal /> },
  { path: paths.dataProcessing.path, element: <P.legal /> },
  { path: paths.legalNotice.path, element: <P.legal /> },
];

const protectedRoutes: RouteObject[] = [
  { path: paths.dashboard.path, element: <P.dashboard /> },
  { path: paths.tasks.path, element: <P.tasks /> },
  { path: paths.taskNew.path, element: <P.taskNew /> },
  { path: paths.submitTask.path, element: <P.taskNew /> },
  { path: paths.taskSubmission.path, element: <P.taskNew /> },
  { path: paths.task.path, element: <P.task /> },
  { path: paths.quotes.path, element: <P.quotes /> },
  { path: paths.profile.path, element: <P.profile /> },
  { path: paths.credits.path, element: <P.credits /> },
  { path: paths.subscription.path, element: <P.subscription /> },
  { path: paths.aiFeatures.path, element: <P.aiFeatures /> },
  { path: paths.analytics.path, element: <P.analytics /> },
  { path: paths.paymentSuccess.path, element: <P.paymentSuccess /> },
  { path: paths.paymentCancelled.path, element: <P.paymentCancelled /> },
  { path: paths.subscriptionSuccess.path, element: <P.subscriptionSuccess /> },
  { path: paths.subscriptionCancelled.path, element: <P.subscriptionCancelled /> },
  {
    path: `${paths.admin.path}/*`,
    element: (
      <RequireAdmin>
        <P.admin />
      </RequireAdmin>
    ),
  },
];

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [
      { element: <Outlet />, children: publicRoutes },
      { element: <ProtectedLayout />, children: protectedRoutes },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
