import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../hooks/use-session';
import { isSigningOut } from '../../lib/sign-out';

/**
 * Where a visitor arriving with the intent to buy (a pack, a plan, a quote: the pricing page's
 * links) most likely has no account yet: they are offered sign-up first, with sign-in one click away.
 */
const SIGN_UP_FIRST: readonly string[] = [
  paths.credits.path,
  paths.subscription.path,
  paths.quotes.path,
  paths.submitTask.path,
  paths.taskNew.path,
];

/**
 * Signed-out visitors go to the login form (sign-up for a purchase) and come back here afterwards.
 * Public pages link straight to the screens they lead to, whatever they know of the session: this
 * guard alone decides, once the session is known. `pending`: what shows until then (a loader).
 */
export function RequireAuth({ children, pending = <PageLoader /> }: { children: ReactNode; pending?: ReactNode }) {
  const { status, checked, checkSession } = useSession();
  const location = useLocation();
  // Arriving from a public page that never loaded Auth: ask Firebase before deciding.
  useEffect(() => {
    if (!checked) checkSession();
  }, [checked, checkSession]);
  if (status === 'loading' || !checked) return <>{pending}</>;
  // A sign-out the person asked for goes home, not to the login page.
  if (status === 'signedOut' && isSigningOut()) return <Navigate to={paths.home.getHref()} replace />;
  if (status === 'signedOut') {
    const mode = SIGN_UP_FIRST.includes(location.pathname) ? 'signup' : 'login';
    return <Navigate to={paths.auth.getHref(mode, location.pathname + location.search)} replace />;
  }
  return <>{children}</>;
}
