import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** 'You need 1 credit but have none.', 'You need 3 credits but only have 1 credit.': plurals in both languages. */
export function NeedCreditsText({ needed, balance }: { needed: number; balance: number }) {
  if (balance <= 0)
    return <Plural value={needed} one="You need # credit but have none." other="You need # credits but have none." />;
  return (
    <Trans>
      You need <Plural value={needed} one="# credit" other="# credits" /> but only have{' '}
      <Plural value={balance} one="# credit" other="# credits" />.
    </Trans>
  );
}

/** How many credits are missing, with the two ways to pay. */
export function InsufficientCredits({
  needed,
  balance,
  onPayByCard,
  paying,
}: {
  needed: number;
  balance: number;
  onPayByCard?: () => void;
  paying?: boolean;
}) {
  return (
    <div className="notification is-warning is-light" role="alert" data-testid="insufficient-credits">
      <p className="mb-2">
        <NeedCreditsText needed={needed} balance={balance} />
      </p>
      <div className="buttons">
        <Link className="button is-primary is-small" to={paths.credits.getHref()} data-testid="buy-credits-link">
          <Trans>Buy credits</Trans>
        </Link>
        {onPayByCard ? (
          <button
            type="button"
            className={`button is-small ${paying ? 'is-loading' : ''}`}
            disabled={paying}
            aria-busy={paying}
            onClick={onPayByCard}
            data-testid="pay-by-card-link"
          >
            <Trans>Pay for this task by card</Trans>
          </button>
        ) : null}
      </div>
    </div>
  );
}
