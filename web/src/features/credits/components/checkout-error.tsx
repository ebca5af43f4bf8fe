import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Why the customer could not go to Checkout, with the way forward. */
export function CheckoutError({ reason }: { reason: 'province_required' | 'already_paid' | 'unknown' }) {
  return (
    <div className="notification is-warning is-light" role="alert" data-testid={`checkout-error-${reason}`}>
      {reason === 'province_required' ? (
        <>
          <Trans>Add your province to your billing profile first: it decides the taxes on your receipt.</Trans>{' '}
          <Link to={paths.profile.getHref()}>
            <Trans>Add my province</Trans>
          </Link>
        </>
      ) : reason === 'already_paid' ? (
        <Trans>This task is already paid for.</Trans>
      ) : (
        <Trans>The payment page could not be opened. Nothing was charged; please try again.</Trans>
      )}
    </div>
  );
}
