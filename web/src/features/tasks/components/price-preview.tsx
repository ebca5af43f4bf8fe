import { Trans, useLingui } from '@lingui/react/macro';
import { formatCad } from '@tasklane/domain';

/** The task's price and the wallet's balance, read out as they change. */
export function PricePreview({
  price,
  balance,
}: {
  price: { credits: number; cad: number } | null;
  balance: number | null;
}) {
  const { i18n } = useLingui();
  return (
    <div className="box" data-testid="price-preview" aria-live="polite">
      {price ? (
        <p>
          <Trans>Price:</Trans>{' '}
          <strong data-testid="price-credits">
            {price.credits === 1 ? <Trans>1 credit</Trans> : <Trans>{price.credits} credits</Trans>}
          </strong>{' '}
          <span className="has-text-grey-dark" data-testid="price-cad">
            ({formatCad(price.cad, i18n.locale)})
          </span>
        </p>
      ) : (
        <p className="has-text-grey-dark">
          <Trans>Choose a category to see the price.</Trans>
        </p>
      )}
      {balance !== null ? (
        <p className="is-size-7 has-text-grey-dark" data-testid="form-balance">
          {balance === 1 ? <Trans>Your balance: 1 credit</Trans> : <Trans>Your balance: {balance} credits</Trans>}
        </p>
      ) : null}
    </div>
  );
}
