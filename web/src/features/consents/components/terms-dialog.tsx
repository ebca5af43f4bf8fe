import { Trans } from '@lingui/react/macro';
import type { LegalDocument, Locale } from '@tasklane/domain';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { localizedHref } from '../../../config/public-pages';

export interface TermsChoice {
  /** The language of the text the person is bound by. */
  language: Locale;
  /** Québec: the person explicitly chose the English version over the French one shown first. */
  englishChosen?: boolean;
}

/**
 * Presentation: the prompt an order refused with `terms_not_accepted` opens, for the documents
 * whose current version is not accepted (`documents`: the terms, the privacy policy or both), each
 * with its own checkbox, so that each is accepted apart (Law 25). For the terms, a customer in Québec
 * (Bill 96) is shown the French terms first and is bound by them unless they explicitly choose the
 * English version, a choice worded in both languages and recorded with the acceptance; anyone
 * else accepts the version in the language they read the site in.
 */
export function TermsDialog({
  version,
  privacyVersion,
  documents = ['terms'],
  uiLocale,
  quebec,
  busy,
  failed,
  onAccept,
  onCancel,
}: {
  version: string;
  privacyVersion?: string;
  documents?: LegalDocument[];
  uiLocale: Locale;
  quebec: boolean;
  busy: boolean;
  failed: boolean;
  onAccept: (choice: TermsChoice) => void;
  onCancel: () => void;
}) {
  const [checked, setChecked] = useState(false);
  const [privacyChecked, setPrivacyChecked] = useState(false);
  const terms = documents.includes('terms');
  const privacy = documents.includes('privacy');
  const ready = (!terms || checked) && (!privacy || privacyChecked);
  const [english, setEnglish] = useState(false);
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancel.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const termsIn = (l: Locale) => localizedHref(paths.termsOfService.getHref(), l);
  const privacyHref = localizedHref(paths.privacyPolicy.getHref(), uiLocale);
  const choice: TermsChoice = quebec
    ? english
      ? { language: 'en', englishChosen: true }
      : { language: 'fr', englishChosen: false }
    : { language: uiLocale };
  return (
    <div
      className="modal is-active"
      role="dialog"
      aria-modal="true"
      aria-labelledby="terms-prompt-title"
      data-testid="terms-prompt"
    >
      <div className="modal-background" onClick={onCancel} />
      <div className="modal-card">
        <header className="modal-card-head">
          <h2 id="terms-prompt-title" className="modal-card-title">
            {terms && privacy ? (
              <Trans>Our Terms of Service and Privacy Policy</Trans>
            ) : privacy ? (
              <Trans>Our Privacy Policy has changed</Trans>
            ) : (
              <Trans>Our Terms of Service have changed</Trans>
            )}
          </h2>
        </header>
        <section className="modal-card-body">
          {terms && (
            <p className="mb-3">
              <Trans>
                Before your next order, please read and accept the current Terms of Service (version {version}).
              </Trans>
            </p>
          )}
          {privacy && (
            <p className="mb-3">
              <Trans>
                Before your next order, please read and accept the current Privacy Policy (version {privacyVersion}).
              </Trans>
            </p>
          )}
          {!terms ? null : quebec ? (
            <>
              <p className="mb-2" lang="fr" data-testid="terms-prompt-french-first">
                <a href={termsIn('fr')} target="_blank" rel="noopener">
                  Lire les Conditions d'utilisation (version française)
                </a>
              </p>
              <p className="mb-3">
                <a href={termsIn('en')} target="_blank" rel="noopener" lang="en">
                  Terms of Service (English version)
                </a>
              </p>
              <label className="checkbox mb-3" htmlFor="terms-prompt-english">
                <input
                  id="terms-prompt-english"
                  type="checkbox"
                  className="mr-2"
                  checked={english}
                  onChange={(e) => setEnglish(e.target.checked)}
                  data-testid="terms-prompt-english"
                />
                <span lang="fr">Je choisis expressément d'être lié par la version anglaise.</span>{' '}
                <span lang="en">I expressly choose to be bound by the English version.</span>
              </label>
            </>
          ) : (
            <p className="mb-3">
              <a href={termsIn(uiLocale)} target="_blank" rel="noopener">
                <Trans>Read the Terms of Service</Trans>
              </a>
            </p>
          )}
          {terms && (
            <label className="checkbox mb-3" htmlFor="terms-prompt-accept">
              <input
                id="terms-prompt-accept"
                type="checkbox"
                className="mr-2"
                checked={checked}
                onChange={(e) => setChecked(e.target.checked)}
                data-testid="terms-prompt-accept"
              />
              <Trans>I accept the Terms of Service</Trans>
            </label>
          )}
          {privacy && (
            <>
              <p className="mb-2">
                <a href={privacyHref} target="_blank" rel="noopener">
                  <Trans>Read the Privacy Policy</Trans>
                </a>
              </p>
              <label className="checkbox" htmlFor="terms-prompt-privacy">
                <input
                  id="terms-prompt-privacy"
                  type="checkbox"
                  className="mr-2"
                  checked={privacyChecked}
                  onChange={(e) => setPrivacyChecked(e.target.checked)}
                  data-testid="terms-prompt-privacy"
                />
                <Trans>I accept the Privacy Policy</Trans>
              </label>
            </>
          )}
          {failed && (
            <p className="help is-danger" role="alert" data-testid="terms-prompt-error">
              <Trans>We could not record your acceptance. Please try again.</Trans>
            </p>
          )}
        </section>
        <footer className="modal-card-foot buttons">
          <button
            type="button"
            className={`button is-primary ${busy ? 'is-loading' : ''}`}
            disabled={!ready || busy}
            onClick={() => onAccept(choice)}
            data-testid="terms-prompt-submit"
          >
            <Trans>Accept and continue</Trans>
          </button>
          <button type="button" className="button" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        </footer>
      </div>
    </div>
  );
}
