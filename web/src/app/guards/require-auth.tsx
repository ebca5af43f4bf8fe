import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../hooks/use-session';
import { isSigningOut } from '../../lib/sign-out';

/** Signed-out visitors go to the login form and come back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, checked, checkSession } = useSession();
  const location = useLocation();
  // Arriving from a public page that never loaded Auth: ask Firebase before deciding.
  useEffect(() => {
    if (!checked) checkSession();
  }, [checked, checkSession]);
  if (status === 'loading' || !checked) return <PageLoader />;
  // A sign-out the person asked for goes home, not to the login page.
  if (status === 'signedOut' && isSigningOut()) return <Navigate to={paths.home.getHref()} replace />;
  if (status === 'signedOut') {
    return <Navigate to={paths.auth.getHref('login', location.pathname + location.search)} replace />;
  }
  return <>{children}</>;
}
