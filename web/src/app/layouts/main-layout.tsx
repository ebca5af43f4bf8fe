import { useLingui } from '@lingui/react';
import type { Locale } from '@tasklane/domain';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isPublicPage, pageLocale } from '../../config/public-pages';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../hooks/use-session';
import { BottomNav } from '../shell/bottom-nav';
import { Footer } from '../shell/footer';
import { FrenchTwinBanner } from '../shell/french-twin-banner';
import { Header } from '../shell/header';
import { markHydrated } from '../../lib/hydration';
import { activateLocale, storedLocale } from '../../lib/i18n';
import { RouteFocus } from './route-focus';
import { ScrollManager } from './scroll-manager';

/**
 * A public page is read in its URL's language; other screens in the stored choice, else in the
 * language already on screen (so following "Sign up" from a French page stays in French).
 */
function useLocaleOfRoute() {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  useEffect(() => {
    const wanted: Locale = pageLocale(pathname) ?? storedLocale() ?? (i18n.locale === 'fr' ? 'fr' : 'en');
    if (wanted !== i18n.locale) void activateLocale(wanted);
  }, [pathname, i18n]);
}

/**
 * Public pages may skip Auth for visitors never seen signed in; every other screen (the login
 * page, the app, a missing page) shows the real session in its header.
 */
function useSessionOfRoute() {
  const { pathname } = useLocation();
  const { checked, checkSession } = useSession();
  useEffect(() => {
    if (!checked && !isPublicPage(pathname)) checkSession();
  }, [pathname, checked, checkSession]);
}

/**
 * Marks the page hydrated. It sits beside the route's screen, inside its Suspense boundary, so
 * its effect runs once that screen's own code has arrived and hydrated: the shell around it
 * hydrates first, while a lazily loaded screen (the pricing estimator, say) may still be inert.
 */
function HydratedMark() {
  useEffect(markHydrated, []);
  return null;
}

export function MainLayout() {
  useLocaleOfRoute();
  useSessionOfRoute();
  return (
    <div className="app-shell">
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <HydratedMark />
        </Suspense>
      </main>
      <Footer />
      <BottomNav />
      <FrenchTwinBanner />
      {/* A new screen opens at its top; back and forward return to where the person was. */}
      <ScrollManager />
      <RouteFocus />
    </div>
  );
}
