import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Locale } from '@tasklane/domain';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isPublicPage, localizedHref } from '../../config/public-pages';
import { activateLoadedLocale, changeLocale, loadCatalog, storeLocale } from '../../lib/i18n';

function Label({ next }: { next: Locale }): ReactNode {
  return (
    <>
      {/* Each language is named in itself (marked with its lang), whatever the page's language. */}
      {next === 'fr' ? <span lang="fr-CA">Français</span> : <span lang="en-CA">English</span>}
      <span className="is-sr-only">
        <Trans>Change language</Trans>
      </span>
    </>
  );
}

/**
 * Stores the choice under tasklane_locale. On a public page it is a link to the page's twin in
 * the other language (each language has its own URL); on signed-in screens it switches in place.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const current = i18n.locale as Locale;
  const next: Locale = current === 'fr' ? 'en' : 'fr';
  const classes = `button is-small is-light ${busy ? 'is-loading' : ''} ${className}`;
  const lang = next === 'fr' ? 'fr-CA' : 'en-CA';

  if (isPublicPage(pathname)) {
    const twin = `${localizedHref(pathname, next)}${search}${hash}`;
    return (
      <Link
        to={twin}
        className={classes}
        data-testid="language-switcher"
        data-locale-switch={next}
        lang={lang}
        hrefLang={lang}
        onClick={(e) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          setBusy(true);
          // The catalog first, then the new URL and language in one render: no frame of one
          // language on the other's URL.
          void loadCatalog(next)
            .then(() => {
              storeLocale(next);
              void navigate(twin);
              activateLoadedLocale(next);
            })
            .finally(() => setBusy(false));
        }}
      >
        <Label next={next} />
      </Link>
    );
  }

  return (
    <button
      type="button"
      className={classes}
      data-testid="language-switcher"
      lang={lang}
      onClick={() => {
        setBusy(true);
        void changeLocale(next).finally(() => setBusy(false));
      }}
    >
      <Label next={next} />
    </button>
  );
}
