import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Locale } from '@tasklane/domain';
import { useState } from 'react';
import { changeLocale } from '../../lib/i18n';

/** Stores the choice under tasklane_locale and applies it at once, without a reload. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const current = i18n.locale as Locale;
  const next: Locale = current === 'fr' ? 'en' : 'fr';
  return (
    <button
      type="button"
      className={`button is-small is-light ${busy ? 'is-loading' : ''} ${className}`}
      data-testid="language-switcher"
      lang={next === 'fr' ? 'fr-CA' : 'en-CA'}
      onClick={() => {
        setBusy(true);
        void changeLocale(next).finally(() => setBusy(false));
      }}
    >
      {/* Each language is named in itself (marked with its lang), whatever the page's language. */}
      {next === 'fr' ? <span lang="fr-CA">Français</span> : <span lang="en-CA">English</span>}
      <span className="is-sr-only">
        <Trans>Change language</Trans>
      </span>
    </button>
  );
}
