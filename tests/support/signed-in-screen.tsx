// The app's providers around a screen under test, signed in as `user`, against the emulators.
import { I18nProvider } from '@lingui/react';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SessionContext } from '../../web/src/hooks/use-session';
import DataProviders from '../../web/src/lib/data-providers';
import { i18n } from '../../web/src/lib/i18n';

/** `at`: the address the screen opens at (for a route's parameters); the root by default. */
export function SignedInScreen({ user, at = '/', children }: { user: User; at?: string; children: ReactNode }) {
  const session = { status: 'signedIn' as const, user, isAdmin: false, isReviewer: false, checked: true, checkSession: () => undefined, refreshClaims: async () => undefined };
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[at]}>
        <SessionContext.Provider value={session}>
          <DataProviders>{children}</DataProviders>
        </SessionContext.Provider>
      </MemoryRouter>
    </I18nProvider>
  );
}
