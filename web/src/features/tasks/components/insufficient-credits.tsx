import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** 'You need {n} credits but only have {m} credits.', with the two ways to pay. */
export function InsufficientCredits({ needed, balance }: { needed: number; balance: number }) {
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
        <Link className="button is-small" to={`${paths.credits.getHref()}?pay=task`} data-testid="pay-by-card-link">
          <Trans>Pay for this task by card</Trans>
        </Link>
      </div>
    </div>
  );
}
