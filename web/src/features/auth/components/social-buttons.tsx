import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { Locale } from '@tasklane/domain';
import { useState } from 'react';
import { env } from '../../../lib/env';
import { signInWithEmulatorProvider, signInWithSocial } from '../api/auth-actions';
import { isCancelledPopup } from '../../../lib/auth-errors';
import { EmulatorAccountDialog } from './emulator-account-dialog';
import { keepFocus } from '../../../components/submit-button';

type Provider = 'google' | 'facebook';

/**
 * Google and Facebook (spec call 4): the provider's popup in production; in emulator builds, a
 * stand-in dialog, because the popup flow needs Google's scripts from the internet.
 */
export function SocialButtons({ onSuccess, onError }: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState<Provider | null>(null);
  const [emulated, setEmulated] = useState<Provider | null>(null);
  const locale = (i18n.locale === 'fr' ? 'fr' : 'en') as Locale;

  const run = (provider: Provider, action: () => Promise<void>) => {
    setBusy(provider);
    onError(null);
    action()
      .then(onSuccess)
      .catch((err: unknown) => {
        if (!isCancelledPopup(err)) onError(err);
      })
      .finally(() => {
        setBusy(null);
        setEmulated(null);
      });
  };
  const go = (provider: Provider) => {
    if (env.useEmulators) setEmulated(provider);
    else run(provider, () => signInWithSocial(provider, locale));
  };

  return (
    <>
      <div className="buttons is-centered mt-4">
        <button
          type="button"
          className={`button ${busy === 'google' ? 'is-loading' : ''}`}
          disabled={busy !== null}
          onMouseDown={keepFocus}
          onClick={() => go('google')}
          data-testid="social-google"
        >
          <Trans>Continue with Google</Trans>
        </button>
        <button
          type="button"
          className={`button ${busy === 'facebook' ? 'is-loading' : ''}`}
          disabled={busy !== null}
          onMouseDown={keepFocus}
          onClick={() => go('facebook')}
          data-testid="social-facebook"
        >
          <Trans>Continue with Facebook</Trans>
        </button>
      </div>
      {emulated && (
        <EmulatorAccountDialog
          provider={emulated}
          busy={busy !== null}
          onCancel={() => setEmulated(null)}
          onSubmit={({ email, name }) => run(emulated, () => signInWithEmulatorProvider(emulated, email, name, locale))}
        />
      )}
    </>
  );
}
