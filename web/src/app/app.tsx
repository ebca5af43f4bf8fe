import { I18nProvider } from '@lingui/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { isPublicPage } from '../config/public-pages';
import { i18n } from '../lib/i18n';
import { mayBeSignedIn } from '../lib/session-hint';
import { afterNextPaint } from '../lib/when-idle';
import { SessionProvider } from './providers/session-provider';
import { AppRoutes } from './router';

// Toasts only ever follow an action, so their code (about 4.5 kB gzipped) is not in the entry;
// toasts raised before it arrives wait in its store.
const Toasts = lazy(() => import('./toasts'));

/**
 * Whether the toaster is needed yet. A new visitor's public page has nothing to toast until they
 * act, so the toaster waits for their first tap, click or key there (on a phone, loading it with
 * the page was one more long task while the page starts). The app's screens, and any page of a
 * visitor who may be signed in (their header's widgets can toast), get it once the first frame is painted.
 */
function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // Not beside the screen's first paint: on a phone its fetch and start-up held that paint back.
    if (!isPublicPage(window.location.pathname) || mayBeSignedIn()) return afterNextPaint(() => setWanted(true));
    const want = () => setWanted(true);
    const events = ['pointerdown', 'keydown'] as const;
    events.forEach((e) => window.addEventListener(e, want, { capture: true, once: true, passive: true }));
    return () => events.forEach((e) => window.removeEventListener(e, want, { capture: true }));
  }, []);
  return wanted;
}

const PHONE_QUERY = '(max-width: 768px)';
const subscribePhone = (onChange: () => void) => {
  const mql = window.matchMedia(PHONE_QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
};

/**
 * Phones get toasts at the bottom, above the bottom navigation, so they never cover a panel.
 * The server snapshot (desktop) is what a prerendered page was built with, so hydration matches
 * it before switching to the real screen size.
 */
function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/** Everything around the router: the prerender wraps its static router in the same shell. */
export function AppShell({ children }: { children: ReactNode }) {
  const isPhone = useIsPhone();
  // Not in the prerendered HTML: the toaster mounts once the page is live and wants it.
  const toaster = useToasterWanted();
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <SessionProvider>{children}</SessionProvider>
        {toaster && (
          <Suspense fallback={null}>
            <Toasts isPhone={isPhone} />
          </Suspense>
        )}
      </ErrorBoundary>
    </I18nProvider>
  );
}

export function App() {
  // index.html's boot shell (the header bar and loader painted before the code arrived) gives way
  // to the app's own in the same frame: removed before the browser paints React's first commit.
  useLayoutEffect(() => document.getElementById('boot-shell')?.remove(), []);
  return (
    <AppShell>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
}
