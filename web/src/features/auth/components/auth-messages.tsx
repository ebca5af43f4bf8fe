import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** After signup: the address, a spam-folder hint and a link to retry signup. */
export function CheckYourEmail({ email, onRetry }: { email: string; onRetry: () => void }) {
  return (
    <div className="has-text-centered" data-testid="check-email">
      <h2 className="title is-4">
        <Trans>Check Your Email</Trans>
      </h2>
      <p className="mb-3">
        <Trans>
          We sent a confirmation link to <strong data-testid="check-email-address">{email}</strong>. Click it to
          activate your account.
        </Trans>
      </p>
      <p className="mb-4 has-text-grey-dark">
        <Trans>Don't see it? Check your spam or junk folder.</Trans>
      </p>
      <button type="button" className="button is-text" onClick={onRetry} data-testid="retry-signup">
        <Trans>Try signing up again</Trans>
      </button>
    </div>
  );
}

/** After a reset request: the address, and no word on whether it has an account. */
export function ResetEmailSent({ email }: { email: string }) {
  return (
    <div className="has-text-centered" data-testid="reset-sent">
      <h2 className="title is-4">
        <Trans>Reset Email Sent</Trans>
      </h2>
      <p className="mb-3">
        <Trans>
          If an account exists for <strong data-testid="reset-sent-address">{email}</strong>, you will receive a link to
          reset your password.
        </Trans>
      </p>
      <p className="mb-4 has-text-grey-dark">
        <Trans>Don't see it? Check your spam or junk folder.</Trans>
      </p>
      <Link to={paths.auth.getHref('login')} className="button is-text">
        <Trans>Back to login</Trans>
      </Link>
    </div>
  );
}
