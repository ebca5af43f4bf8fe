import { Trans, useLingui } from '@lingui/react/macro';
import type { Consent } from '@tasklane/domain';
import { formatDateTime } from '../../../lib/format';

/**
 * Presentation: what the person accepted, newest first: each document's version, the language of
 * the text, when and how (DECISIONS, "Privacy and language law"). Older versions stay listed.
 */
export function ConsentsList({ status, consents }: { status: 'loading' | 'error' | 'success'; consents: Consent[] }) {
  const { t, i18n } = useLingui();
  if (status === 'loading')
    return (
      <p className="has-text-grey" data-testid="consents-loading">
        <Trans>Loading…</Trans>
      </p>
    );
  if (status === 'error')
    return (
      <p className="help is-danger" role="alert" data-testid="consents-error">
        <Trans>We could not load what you accepted. Please refresh the page.</Trans>
      </p>
    );
  if (consents.length === 0)
    return (
      <p className="has-text-grey" data-testid="consents-empty">
        <Trans>Nothing on record yet: you will be asked to accept the Terms of Service at your next order.</Trans>
      </p>
    );
  const docName = { terms: t`Terms of Service`, privacy: t`Privacy Policy` };
  const language = { en: t`English`, fr: t`French` };
  const how = {
    sign_up: t`at sign-up`,
    prompt: t`before an order`,
    provider_first_sign_in: t`at first sign-in`,
  };
  const sorted = [...consents].sort((a, b) => b.acceptedAtMs - a.acceptedAtMs);
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-narrow" data-testid="consents-list">
        <thead>
          <tr>
            <th>
              <Trans>Document</Trans>
            </th>
            <th>
              <Trans>Version</Trans>
            </th>
            <th>
              <Trans>Language</Trans>
            </th>
            <th>
              <Trans>Accepted</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((c) => (
            <tr key={`${c.document}_${c.version}`} data-testid="consent-row">
              <td>{docName[c.document]}</td>
              <td>{c.version}</td>
              <td>
                {language[c.language]}
                {c.englishChosen && (
                  <>
                    {' '}
                    <span className="tag is-light">
                      <Trans>English chosen</Trans>
                    </span>
                  </>
                )}
              </td>
              <td>
                {formatDateTime(c.acceptedAtMs, i18n.locale)} ({how[c.via]})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
