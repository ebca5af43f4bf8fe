import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';

/** /subscription-cancelled?plan=…: the customer left Checkout; nothing was charged. */
export default function SubscriptionCancelledPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const back = plan ? `${paths.subscription.getHref()}?plan=${encodeURIComponent(plan)}` : paths.subscription.getHref();
  return (
    <section className="section">
      <PageMeta title={t`Subscription cancelled`} />
      <div className="container" style={{ maxWidth: 640 }}>
        <h1 className="title">
          <Trans>Subscription cancelled</Trans>
        </h1>
        <div className="box" data-testid="subscription-cancelled">
          <p className="mb-4">
            <Trans>You left the payment page before subscribing. Nothing was charged and no plan was started.</Trans>
          </p>
          <div className="buttons">
            <Link className="button is-primary" to={back} data-testid="subscription-retry">
              <Trans>Choose a plan again</Trans>
            </Link>
            <Link className="button" to={paths.pricing.getHref()}>
              <Trans>See pricing</Trans>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
