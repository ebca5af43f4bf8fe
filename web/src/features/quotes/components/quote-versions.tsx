import { Trans } from '@lingui/react/macro';
import { formatCents, type Quote } from '@tasklane/domain';
import { formatDateTime } from '../../../lib/format';

/** The quote's versions, newest first and open; earlier ones folded. */
export function QuoteVersions({ quote, locale }: { quote: Quote; locale: string }) {
  const loc = locale === 'fr' ? 'fr' : 'en';
  const newestFirst = [...quote.versions].reverse();
  return (
    <div data-testid="quote-versions">
      {newestFirst.map((v, i) => (
        <details key={v.number} className="box mb-2" open={i === 0} data-testid="quote-version" data-version={v.number}>
          <summary className="has-text-weight-semibold">
            <Trans>
              Version {v.number}: ceiling {formatCents(v.nteCents, loc)}
            </Trans>
            {i > 0 ? (
              <span className="tag is-light ml-2">
                <Trans>Earlier version</Trans>
              </span>
            ) : null}
          </summary>
          <p className="mt-2" style={{ whiteSpace: 'pre-wrap' }}>
            {v.scope}
          </p>
          <p className="is-size-7 mt-2 has-text-grey-dark">
            <Trans>
              Estimate {formatCents(v.estimateCents, loc)} · delivery by {formatDateTime(v.deliveryDate, locale)} ·
              offered until {formatDateTime(v.expiresAt, locale)}
            </Trans>
          </p>
        </details>
      ))}
    </div>
  );
}
