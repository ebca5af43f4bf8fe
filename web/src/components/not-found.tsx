import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from './locale-link';
import { paths } from '../config/paths';
import { PageMeta } from './page-meta';

export function NotFound() {
  const { t } = useLingui();
  return (
    <section className="section" data-testid="not-found">
      <PageMeta title={t`Page not found`} />
      <div className="container has-text-centered">
        <p className="is-size-1 has-text-weight-bold has-text-grey" aria-hidden="true">
          404
        </p>
        <h1 className="title">
          <Trans>Oops! Page not found</Trans>
        </h1>
        <p className="mb-5">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </p>
        <Link className="button is-primary" to={paths.home.getHref()}>
          <Trans>Return to Home</Trans>
        </Link>
      </div>
    </section>
  );
}

export default NotFound;
