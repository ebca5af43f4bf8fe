import { I18nProvider } from '@lingui/react';
import { useEffect, useMemo, useState } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { i18n } from '../lib/i18n';
import { SessionProvider } from './providers/session-provider';
import { createRouter } from './router';

/** At most this many toasts on screen; the oldest leave first. */
const MAX_VISIBLE_TOASTS = 3;

/** react-hot-toast has no limit of its own: dismiss whatever is beyond the newest three. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return null;
}

/** Phones get toasts at the bottom, above the bottom navigation, so they never cover a panel. */
function useIsPhone(): boolean {
  const query = '(max-width: 768px)';
  const [isPhone, setIsPhone] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const mql = window.matchMedia(query);
    const onChange = () => setIsPhone(mql.matches);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);
  return isPhone;
}

export function App() {
  const router = useMemo(() => createRouter(), []);
  const isPhone = useIsPhone();
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
        {/*
          4000 ms by default, at most 3 visible. At the bottom on every screen, so a toast never
          covers the header's controls, the notification panel that opens under the bell, or a
          page's title and status; on phones above the bottom navigation.
        */}
        <Toaster position={isPhone ? 'bottom-center' : 'bottom-right'} toastOptions={{ duration: 4000 }} containerStyle={isPhone ? { bottom: 72 } : { bottom: 24 }} />
        <ToastLimit />
      </ErrorBoundary>
    </I18nProvider>
  );
}
