import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { checkoutFailure, startCheckout } from '../api/checkout';
import { CheckoutError } from './checkout-error';

/** Sends the customer to Stripe Checkout for one pack; busy until the browser leaves. */
/** In a team space (`teamId`), the pack is bought for the team (its owners only; the server checks). */
export function BuyPackButton({
  packId,
  label,
  autoFocus,
  teamId,
}: {
  packId: string;
  label: string;
  autoFocus?: boolean;
  teamId?: string | null;
}) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof checkoutFailure> | null>(null);

  const buy = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { url } = await startCheckout({
        kind: 'pack',
        packId,
        locale: i18n.locale === 'fr' ? 'fr' : 'en',
        ...(teamId ? { accountId: teamId } : {}),
      });
      window.location.assign(url);
    } catch (err) {
      setFailure(checkoutFailure(err));
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`button is-primary is-small ${busy ? 'is-loading' : ''}`}
        disabled={busy}
        aria-busy={busy}
        aria-label={label}
        autoFocus={autoFocus}
        onClick={() => void buy()}
        data-testid={`buy-${packId}`}
      >
        <Trans>Buy</Trans>
      </button>
      {failure ? (
        <div className="mt-2 has-text-left">
          <CheckoutError reason={failure} />
        </div>
      ) : null}
    </>
  );
}
