import { Trans } from '@lingui/react/macro';
import { Link } from '../../../components/locale-link';
import { usePublicSettings } from '../../../hooks/use-public-settings';
import { paths } from '../../../config/paths';

/** The call to action under the marketing pages: submit a task, or see the prices. */
export function PageCta() {
  // The task form in every session state: its guard sends a signed-out visitor to sign up and back.
  const start = paths.submitTask.getHref();
  const { tiers } = usePublicSettings();
  const standardHours = tiers.standard.hours;
  const expressHours = tiers.express.hours;
  const premiumHours = tiers.premium.hours;
  return (
    <div className="box cta-box mt-6">
      <h2 className="title is-4">
        <Trans>Ready to hand off a task?</Trans>
      </h2>
      <p className="mb-4">
        <Trans>
          See the price before you confirm. Delivered within {standardHours}, {expressHours} or {premiumHours} hours, in
          English or French.
        </Trans>
      </p>
      <div className="buttons">
        <Link className="button is-primary" to={start} data-testid="cta-submit-task">
          <Trans>Submit a task</Trans>
        </Link>
        <Link className="button is-light" to={paths.pricing.getHref()}>
          <Trans>See pricing</Trans>
        </Link>
      </div>
    </div>
  );
}
