import { Suspense, useEffect, type ComponentType } from 'react';
import { matchRoutes, Outlet, useLocation, type RouteObject } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { TaskNewFrame } from '../../components/task-new-heading';
import { PAINT_FIRST_PATHS } from '../../config/paths';
import { mayBeSignedIn } from '../../lib/session-hint';
import { afterNextPaint } from '../../lib/when-idle';
import { useAfterScreenData } from '../../lib/screen-data';
import { appLazy } from '../../lib/app-lazy';
import { RequireAuth } from '../guards/require-auth';
import { useSession } from '../../hooks/use-session';
import { LazyDataProviders, preloadDataProviders } from '../providers/lazy-data-providers';
import { IdlePrefetch } from './idle-prefetch';
import { preloadSignedInWidgets } from '../shell/header';

// Its own chunk, with the app's messages: it uses Firestore, which public pages must never download.
const QueueWatcher = appLazy(() => import('../../features/tasks/components/queue-watcher'));
// The prompt a refused order opens when the current terms are not accepted (lib/terms-gate.ts).
const TermsPrompt = appLazy(() => import('../../features/consents/components/terms-prompt'));
// The province, asked once after a first sign-in through Google or Facebook (no sign-up form).
const ProvinceStep = appLazy(() => import('../../features/profile/components/province-step'));

/** Only accounts without a password (Google, Facebook) skipped the sign-up form's province. */
function ProvinceStepForProviders() {
  const { user } = useSession();
  const providerOnly = !!user && !user.providerData.some((p) => p.providerId === 'password');
  return providerOnly ? <ProvinceStep /> : null;
}

/**
 * What a screen shows while Auth, Firestore and its own code load, for a browser that was signed
 * in here (the session hint): the task form's heading, its largest text, which needs no data, is
 * painted with the app's first render rather than once the session is back (seconds on a phone).
 * Other screens' largest content is their data: they show the loader. Without the hint the
 * visitor is most likely on the way to the sign-in page, so nothing of the screen is shown.
 */
function Pending() {
  const { pathname } = useLocation();
  return PAINT_FIRST_PATHS.includes(pathname) && mayBeSignedIn() ? (
    <TaskNewFrame>
      <PageLoader />
    </TaskNewFrame>
  ) : (
    <PageLoader />
  );
}

/** A screen made with appLazy, whose chunk and messages can be fetched ahead of its first render. */
type Preloadable = ComponentType & { preload?: () => void };

/**
 * For a browser that was signed in here, fetches what the screen will render once the session is
 * back (reactfire with Firestore, the header's widgets, the queue toasts' listener, the screen's
 * own chunk) while Auth
 * checks the session, so that none of them suspends when it first renders: a suspension would
 * show a fallback and hold the screen's reveal, and its listeners, back by React's 300 ms throttle.
 */
function usePreloadScreen(screens: RouteObject[]) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!mayBeSignedIn()) return;
    let cancelled = false;
    let timer: number | undefined;
    const preload = () => {
      const screen = matchRoutes(screens, pathname)?.at(-1)?.route.element;
      const type = screen && typeof screen === 'object' && 'type' in screen ? (screen.type as Preloadable) : null;
      type?.preload?.();
      // Firestore's code runs in a task of its own, once Auth's has run: the data providers import
      // Auth too, and asked for at once, both ran in one task (134 ms at Lighthouse's 4x slowdown).
      // Auth's session check, a round trip, leaves time for it before the screen renders.
      void import('../../lib/firebase-auth').then(() => {
        if (cancelled) return;
        timer = window.setTimeout(() => {
          preloadDataProviders();
          QueueWatcher.preload();
          preloadSignedInWidgets();
        }, 0);
      });
    };
    // The task form's heading is painted without any of it (Pending): there, fetched beside that
    // paint, some 150 kB would share a phone's bandwidth with it; they wait for it instead.
    const cancelPaint = PAINT_FIRST_PATHS.includes(pathname) ? afterNextPaint(preload) : (preload(), undefined);
    return () => {
      cancelled = true;
      cancelPaint?.();
      window.clearTimeout(timer);
    };
  }, [screens, pathname]);
}

/**
 * Every signed-in screen: the auth guard, then reactfire's SDK providers (and the queue toasts'
 * listener); `screens`: the routes below, whose current one is fetched during the session check;
 * `prefetch`: the screens to fetch once the browser is idle.
 */
export function ProtectedLayout({
  prefetch = [],
  screens = [],
}: {
  prefetch?: readonly (() => void)[];
  screens?: RouteObject[];
}) {
  usePreloadScreen(screens);
  // The queue toasts' listeners start after the screen's own data (lib/screen-data.ts).
  const afterScreenData = useAfterScreenData();
  return (
    <RequireAuth pending={<Pending />}>
      <LazyDataProviders fallback={<Pending />}>
        {afterScreenData && (
          <Suspense fallback={null}>
            <QueueWatcher />
            <TermsPrompt />
            <ProvinceStepForProviders />
          </Suspense>
        )}
        <Outlet />
        <IdlePrefetch preload={prefetch} />
      </LazyDataProviders>
    </RequireAuth>
  );
}
