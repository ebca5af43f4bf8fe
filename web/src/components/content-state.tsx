import { Trans } from '@lingui/react/macro';
import { PageLoader } from './page-loader';

/** Loading and error states shared by the content pages. */
export function ContentLoading() {
  return <PageLoader />;
}

export function ContentError() {
  return (
    <div className="notification is-danger is-light" role="alert">
      <Trans>This page could not be loaded. Check your connection and try again.</Trans>
    </div>
  );
}
