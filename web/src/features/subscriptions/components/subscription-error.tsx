import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { SubscriptionFailure } from '../api/subscription-api';

/** Why a plan action could not be done, with the way forward. */
export function SubscriptionError({ reason }: { reason: SubscriptionFailure }) {
  return (
    <div className="notification is-warning is-light" role="alert" data-testid={`subscription-error-${reason}`}>
      {reason === 'province_required' ? (
        <>
          <Trans>Add your province to your billing profile first: it decides the taxes on your receipts.</Trans>{' '}
          <Link to={paths.profile.getHref()}>
            <Trans>Add my province</Trans>
          </Link>
        </>
      ) : reason === 'already_subscribed' ? (
        <Trans>You already have a plan. Change it below instead of starting a second one.</Trans>
      ) : reason === 'no_subscription' ? (
        <Trans>You have no active plan to change.</Trans>
      ) : reason === 'same_plan' ? (
        <Trans>You are already on this plan.</Trans>
      ) : reason === 'plan_unavailable' ? (
        <Trans>This plan cannot be bought at the moment. Please contact us.</Trans>
      ) : reason === 'already_cancelling' ? (
        <Trans>Your plan is already set to end at the end of this period.</Trans>
      ) : reason === 'not_cancelling' ? (
        <Trans>Your plan is already set to renew.</Trans>
      ) : reason === 'checkout_in_progress' ? (
        <Trans>
          A payment page for a plan is already open, here or in another window. Finish it there, or try again in a
          minute.
        </Trans>
      ) : (
        <Trans>Something went wrong. Nothing was charged; please try again.</Trans>
      )}
    </div>
  );
}
