import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../hooks/use-session';

/** Signed-out visitors go to the login form and come back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signedOut') {
    return <Navigate to={paths.auth.getHref('login', location.pathname + location.search)} replace />;
  }
  return <>{children}</>;
}
