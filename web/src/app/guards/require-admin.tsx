import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../hooks/use-session';

/**
 * Staff screens need the `admin` or the `reviewer` custom claim (the admin area shows a reviewer
 * their desk only); the server checks the claims again on every call.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin, isReviewer } = useSession();
  if (!isAdmin && !isReviewer) {
    return (
      <section className="section" data-testid="admin-forbidden">
        <div className="container">
          <h1 className="title">
            <Trans>Admins only</Trans>
          </h1>
          <p className="mb-4">
            <Trans>This area is reserved for Tasklane staff.</Trans>
          </p>
          <Link className="button is-primary" to={paths.dashboard.getHref()}>
            <Trans>Go to your dashboard</Trans>
          </Link>
        </div>
      </section>
    );
  }
  return <>{children}</>;
}
