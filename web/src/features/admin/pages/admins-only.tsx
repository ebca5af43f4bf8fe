import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** What a reviewer sees at an admin-only address, typed by hand or followed from a link. */
export default function AdminsOnly() {
  return (
    <div className="notification is-warning is-light" data-testid="admin-forbidden">
      <p className="has-text-weight-semibold mb-2">
        <Trans>Admins only</Trans>
      </p>
      <p className="mb-3">
        <Trans>This part of Tasklane is reserved for admins. Your reviewer desk has your tasks.</Trans>
      </p>
      <Link className="button is-small is-primary" to={paths.admin.getHref()}>
        <Trans>Go to my desk</Trans>
      </Link>
    </div>
  );
}
