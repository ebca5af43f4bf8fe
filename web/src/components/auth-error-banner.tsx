import { useLingui } from '@lingui/react/macro';
import type { AuthBanner } from '../lib/auth-errors';

/** The error banner above the auth forms; announced to screen readers as an alert. */
export function AuthErrorBanner({ banner, onClose }: { banner: AuthBanner; onClose: () => void }) {
  const { i18n, t } = useLingui();
  return (
    <div className="notification is-danger is-light" role="alert" data-testid="auth-error" data-kind={banner.kind}>
      <button type="button" className="delete" aria-label={t`Dismiss`} onClick={onClose} />
      <p className="has-text-weight-bold" data-testid="auth-error-title">
        {i18n._(banner.title)}
      </p>
      <p data-testid="auth-error-text">{typeof banner.text === 'string' ? banner.text : i18n._(banner.text)}</p>
    </div>
  );
}
