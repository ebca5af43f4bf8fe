import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { startSubscription, subscriptionFailure, type SubscriptionFailure } from '../api/subscription-api';
import { SubscriptionError } from './subscription-error';

/** Sends the customer to Stripe Checkout for one plan; busy until the browser leaves. */
export function SubscribeButton({
  planId,
  label,
  autoFocus,
  teamId = null,
}: {
  planId: string;
  label: string;
  autoFocus?: boolean;
  teamId?: string | null;
}) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SubscriptionFailure | null>(null);

  const subscribe = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { url } = await startSubscription({
        planId,
        locale: i18n.locale === 'fr' ? 'fr' : 'en',
        ...(teamId ? { accountId: teamId } : {}),
      });
      window.location.assign(url);
    } catch (err) {
      setFailure(subscriptionFailure(err));
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`button is-primary is-fullwidth ${busy ? 'is-loading' : ''}`}
        disabled={busy}
        aria-busy={busy}
        aria-label={label}
        autoFocus={autoFocus}
        onClick={() => void subscribe()}
        data-testid={`subscribe-${planId}`}
      >
        <Trans>Subscribe</Trans>
      </button>
      {failure ? (
        <div className="mt-2 has-text-left">
          <SubscriptionError reason={failure} />
        </div>
      ) : null}
    </>
  );
}
