import { I18nProvider } from '@lingui/react';
import { useMemo } from 'react';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../features/errors/components/error-boundary';
import { i18n } from '../lib/i18n';
import { SessionProvider } from './providers/session-provider';
import { createRouter } from './router';

export function App() {
  const router = useMemo(() => createRouter(), []);
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
        {/* Spec section 9: 4000 ms by default, at most 3 visible (react-hot-toast shows the newest). */}
        <Toaster position="top-right" toastOptions={{ duration: 4000 }} containerStyle={{ top: 72 }} />
      </ErrorBoundary>
    </I18nProvider>
  );
}
