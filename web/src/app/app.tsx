import { I18nProvider } from '@lingui/react';
import { useEffect, useMemo, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { i18n } from '../lib/i18n';
import { SessionProvider } from './providers/session-provider';
import { createRouter } from './router';

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
        {/* Spec section 9: 4000 ms by default, at most 3 visible (react-hot-toast shows the newest). */}
        <Toaster
          position={isPhone ? 'bottom-center' : 'top-right'}
          toastOptions={{ duration: 4000 }}
          containerStyle={isPhone ? { bottom: 72 } : { top: 72 }}
        />
      </ErrorBoundary>
    </I18nProvider>
  );
}
