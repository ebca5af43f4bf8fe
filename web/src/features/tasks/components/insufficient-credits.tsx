import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** 'You need {n} credits but only have {m} credits.', with the two ways to pay. */
export function InsufficientCredits({ needed, balance, onPayByCard, paying }: { needed: number; balance: number; onPayByCard?: () => void; paying?: boolean }) {
  return (
    <div className="notification is-warning is-light" role="alert" data-testid="insufficient-credits">
      <p className="mb-2">
        <Trans>
          You need {needed} credits but only have {balance} credits.
        </Trans>
      </p>
      <div className="buttons">
        <Link className="button is-primary is-small" to={paths.credits.getHref()} data-testid="buy-credits-link">
          <Trans>Buy credits</Trans>
        </Link>
        {onPayByCard ? (
          <button type="button" className={`button is-small ${paying ? 'is-loading' : ''}`} disabled={paying} aria-busy={paying} onClick={onPayByCard} data-testid="pay-by-card-link">
            <Trans>Pay for this task by card</Trans>
          </button>
        ) : null}
      </div>
    </div>
  );
}
