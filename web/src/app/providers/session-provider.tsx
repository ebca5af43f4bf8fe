import type { User } from 'firebase/auth';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionContext, type SessionStatus } from '../../hooks/use-session';
import { refreshIdToken, watchAuth, type AuthSnapshot } from '../../lib/auth-session';
import { afterNextPaint } from '../../lib/when-idle';
import { PAINT_FIRST_PATHS } from '../../config/paths';
import { mayBeSignedIn, rememberSignedIn } from '../../lib/session-hint';
import { isPublicPage } from '../../config/public-pages';
import { setE2EWake } from '../../lib/e2e-hook';

/** `fromAuth`: Firebase said so; otherwise the state is assumed (before mount, or no hint). */
type AuthState = { status: SessionStatus; user: User | null; isAdmin: boolean; isReviewer: boolean; fromAuth: boolean };

/**
 * Auth state for the whole app, published to features through `useSession`.
 *
 * On a public page, a browser that has never been seen signed in does not load the Firebase Auth
 * SDK at all (its download and start-up were most of the page's main-thread work): the session
 * is "signed out, unchecked" (`checked: false`) until something needs the truth. The app's
 * screens, the login page and the route guard call `checkSession()`, which loads Auth and follows
 * the real state. The first render is always `loading`, like the prerendered HTML.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({
    status: 'loading',
    user: null,
    isAdmin: false,
    isReviewer: false,
    fromAuth: false,
  });
  // null until mounted; then whether Auth is loaded and followed.
  const [watching, setWatching] = useState<boolean | null>(null);

  const checkSession = useCallback(() => setWatching(true), []);

  // The first settling of the session is a transition: a prerendered page may still be
  // hydrating (as a transition) when it runs, and an urgent update reaching a part of the page
  // whose code has not arrived yet would replace that part with its loading fallback, emptying
  // the page under the reader's finger. As a transition, it waits for hydration instead.
  useEffect(() => {
    // A screen below may already have asked for the real state in the same commit.
    startTransition(() => setWatching((w) => w ?? (mayBeSignedIn() || !isPublicPage(window.location.pathname))));
  }, []);

  useEffect(() => {
    if (watching === null) return;
    if (!watching) {
      startTransition(() =>
        setState({ status: 'signedOut', user: null, isAdmin: false, isReviewer: false, fromAuth: false }),
      );
      return;
    }
    const onSession = ({ user, isAdmin, isReviewer }: AuthSnapshot) => {
      rememberSignedIn(user !== null);
      const next: AuthState = user
        ? { status: 'signedIn', user, isAdmin, isReviewer, fromAuth: true }
        : { status: 'signedOut', user: null, isAdmin: false, isReviewer: false, fromAuth: true };
      // The session coming back mounts the whole signed-in screen (header widgets, providers,
      // the screen and their listeners): as a transition, React renders it in slices that yield
      // to the browser instead of in one long task. A sign-out stays urgent.
      if (user) startTransition(() => setState(next));
      else setState(next);
    };
    let stop: (() => void) | undefined;
    const follow = () => {
      stop = watchAuth(onSession);
    };
    // The task form paints its heading, its largest content, without the session: on a phone, Auth
    // loading and starting beside that paint held it back. There it starts once the paint is done.
    const paintsFirst = PAINT_FIRST_PATHS.includes(window.location.pathname.replace(/\/+$/, ''));
    const cancel = paintsFirst ? afterNextPaint(follow) : (follow(), undefined);
    return () => {
      cancel?.();
      stop?.();
    };
  }, [watching]);

  // Emulator builds' test hook signs in from any page, so it must wake the session first.
  useEffect(() => setE2EWake(checkSession), [checkSession]);

  const value = useMemo(() => {
    const { fromAuth, ...session } = state;
    // Once Auth is asked, an assumed "signed out" is no answer: loading until Firebase replies.
    const status: SessionStatus = watching && !fromAuth ? 'loading' : session.status;
    return { ...session, status, checked: watching === true, checkSession, refreshClaims: refreshIdToken };
  }, [state, watching, checkSession]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
