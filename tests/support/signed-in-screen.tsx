// The app's providers around a screen under test, signed in as `user`, against the emulators.
import { I18nProvider } from '@lingui/react';
import { signInWithEmailAndPassword, type User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SessionContext } from '../../web/src/hooks/use-session';
import DataProviders from '../../web/src/lib/data-providers';
import { auth } from '../../web/src/lib/firebase-auth';
import { activateLocale, i18n, loadAppCatalog } from '../../web/src/lib/i18n';
import { randomId } from './emulators';
import { adminAuth } from './functions-client';

/** `at`: the address the screen opens at (for a route's parameters); the root by default. */
export function SignedInScreen({ user, at = '/', children }: { user: User; at?: string; children: ReactNode }) {
  const session = {
    status: 'signedIn' as const,
    user,
    isAdmin: false,
    isReviewer: false,
    checked: true,
    checkSession: () => undefined,
    refreshClaims: async () => undefined,
  };
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

/**
 * A new verified person in the Auth emulator, signed in on the app's own Auth (as the screens under
 * test read it), with the app's English catalog active.
 */
export async function signInNewCustomer(prefix: string, displayName: string): Promise<{ user: User; uid: string }> {
  const email = `${randomId(prefix)}@example.test`;
  const password = 'Test-password-123!';
  const uid = (await adminAuth.createUser({ email, password, displayName, emailVerified: true })).uid;
  const user = (await signInWithEmailAndPassword(auth, email, password)).user;
  await activateLocale('en');
  await loadAppCatalog();
  return { user, uid };
}
