import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** 'You need 1 credit but have none.', 'You need 3 credits but only have 1 credit.': plurals in both languages. */
export function NeedCreditsText({ needed, balance }: { needed: number; balance: number }) {
  if (balance <= 0) return <Plural value={needed} one="You need # credit but have none." other="You need # credits but have none." />;
  return (
    <Trans>
      You need <Plural value={needed} one="# credit" other="# credits" /> but only have <Plural value={balance} one="# credit" other="# credits" />.
    </Trans>
  );
}

/** How many credits are missing, with the two ways to pay. */
export function InsufficientCredits({ needed, balance }: { needed: number; balance: number }) {
  return (
    <div className="notification is-warning is-light" role="alert" data-testid="insufficient-credits">
      <p className="mb-2">
        <NeedCreditsText needed={needed} balance={balance} />
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
