import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { PageMeta } from './page-meta';

/** A translated placeholder for screens a later issue builds; the route, guard and layout are real. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="section">
      <PageMeta title={title} />
      <div className="container">
        <h1 className="title">{title}</h1>
        <div className="notification is-info is-light" data-testid="coming-soon">
          <Trans>This screen is on its way. Everything else in your account already works.</Trans>
        </div>
        <Link to={paths.dashboard.getHref()} className="button is-link is-light">
          <Trans>Back to the dashboard</Trans>
        </Link>
      </div>
    </section>
  );
}
