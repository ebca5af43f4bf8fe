import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { Locale } from '@tasklane/domain';
import { useState } from 'react';
import { signInWithSocial } from '../api/auth-actions';
import { isCancelledPopup } from '../lib/auth-errors';
import { keepFocus } from './submit-button';

/** Google and Facebook (spec call 4). Locally the Auth emulator shows its own sign-in page. */
export function SocialButtons({ onSuccess, onError }: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState<'google' | 'facebook' | null>(null);
  const go = (provider: 'google' | 'facebook') => {
    setBusy(provider);
    onError(null);
    signInWithSocial(provider, (i18n.locale === 'fr' ? 'fr' : 'en') as Locale)
      .then(onSuccess)
      .catch((err: unknown) => {
        if (!isCancelledPopup(err)) onError(err);
      })
      .finally(() => setBusy(null));
  };
  return (
    <div className="buttons is-centered mt-4">
      <button type="button" className={`button ${busy === 'google' ? 'is-loading' : ''}`} disabled={busy !== null} onMouseDown={keepFocus} onClick={() => go('google')} data-testid="social-google">
        <Trans>Continue with Google</Trans>
      </button>
      <button type="button" className={`button ${busy === 'facebook' ? 'is-loading' : ''}`} disabled={busy !== null} onMouseDown={keepFocus} onClick={() => go('facebook')} data-testid="social-facebook">
        <Trans>Continue with Facebook</Trans>
      </button>
    </div>
  );
}
