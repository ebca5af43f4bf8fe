import { Trans, useLingui } from '@lingui/react/macro';
import { formatCents, type QuoteWithId } from '@tasklane/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { categoryLabels } from '../../../lib/labels';
import { QuoteStatusTag } from '../../../components/quote-status-tag';
import { ExpiryCountdown } from './quote-bits';

/** Presentation: the customer's quotes with their state, ceiling and offer countdown. */
export function QuoteList({ quotes, nowMs }: { quotes: QuoteWithId[]; nowMs: number }) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr' : 'en';
  return (
    <ul data-testid="quote-list">
      {quotes.map((q) => {
        const current = q.accepted?.version ?? q.versions.at(-1);
        const nte = current ? formatCents(current.nteCents, locale) : null;
        return (
          <li key={q.id} className="box mb-3" data-testid="quote-row" data-quote-id={q.id}>
            <div
              className="is-flex is-justify-content-space-between is-align-items-start is-flex-wrap-wrap"
              style={{ gap: '0.5rem' }}
            >
              <Link
                to={paths.quote.getHref(q.id)}
                className="has-text-weight-semibold is-size-5"
                data-testid="quote-link"
              >
                {q.title}
              </Link>
              <QuoteStatusTag status={q.status} />
            </div>
            <p className="is-size-7 has-text-grey-dark mt-1">
              {i18n._(categoryLabels[q.category])}
              {nte ? (
                <>
                  {' · '}
                  <Trans>Ceiling {nte}</Trans>
                </>
              ) : null}
            </p>
            {q.status === 'quoted' && q.expiresAt !== null ? (
              <p className="is-size-7 mt-1">
                <ExpiryCountdown expiresAt={q.expiresAt} nowMs={nowMs} />
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
