import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { localizedHref, pageLocale } from '../../config/public-pages';
import { browserLocale, loadCatalog, storedLocale, storeLocale, translateIn } from '../../lib/i18n';

const text = {
  offer: msg`This page is also available in French.`,
  read: msg`Read in French`,
  dismiss: msg`No thanks`,
};

/**
 * A visitor whose browser prefers French, on an English public page, with no stored choice, is
 * offered the French twin: never redirected, so search engines and shared links get the page
 * they asked for. Decided after hydration (the prerendered HTML is the same for everyone), and
 * fixed to the bottom of the screen, so it shifts no content.
 */
export function FrenchTwinBanner() {
  const { pathname, search } = useLocation();
  const [labels, setLabels] = useState<Record<keyof typeof text, string> | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const eligible = pageLocale(pathname) === 'en' && !dismissed;

  useEffect(() => {
    if (!eligible || storedLocale() !== null || browserLocale() !== 'fr') return;
    let cancelled = false;
    void loadCatalog('fr').then(() => {
      if (cancelled) return;
      setLabels({
        offer: translateIn('fr', text.offer),
        read: translateIn('fr', text.read),
        dismiss: translateIn('fr', text.dismiss),
      });
    });
    return () => {
      cancelled = true;
    };
  }, [eligible]);

  if (!eligible || !labels) return null;
  return (
    <aside
      className="twin-banner notification is-info is-light"
      lang="fr-CA"
      aria-label={labels.offer}
      data-testid="french-twin-banner"
    >
      <p>{labels.offer}</p>
      <div className="buttons">
        <Link
          className="button is-small is-link"
          to={`${localizedHref(pathname, 'fr')}${search}`}
          hrefLang="fr-CA"
          onClick={() => storeLocale('fr')}
        >
          {labels.read}
        </Link>
        <button
          type="button"
          className="button is-small is-light"
          onClick={() => {
            // Declining is a choice too: English is stored, so the offer is not repeated.
            storeLocale('en');
            setDismissed(true);
          }}
        >
          {labels.dismiss}
        </button>
      </div>
    </aside>
  );
}
