import { Trans, useLingui } from '@lingui/react/macro';
import { formatCents, type QuoteStatus, type QuoteWithId } from '@tasklane/domain';
import { PageLoader } from '../../../../components/page-loader';
import { formatDateTime } from '../../../../lib/format';
import { categoryLabels } from '../../../../lib/labels';
import { useAdminQuote } from '../../api/quotes-admin';
import { QuoteStatusTag } from '../../../../components/quote-status-tag';
import { AnswerForm } from './answer-form';
import { DeliverForm } from './deliver-form';
import { RefundDecision } from './refund-decision';

export function QuoteWork({ quote }: { quote: QuoteWithId }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <div className="box" data-testid="admin-quote" data-quote-id={quote.id}>
      <div className="is-flex is-justify-content-space-between is-flex-wrap-wrap" style={{ gap: '0.5rem' }}>
        <h2 className="title is-5 mb-2">{quote.title}</h2>
        <QuoteStatusTag status={quote.status} testId="admin-quote-status" />
      </div>
      <p className="is-size-7 has-text-grey-dark mb-2">
        {i18n._(categoryLabels[quote.category])} · <Trans>needed by {formatDateTime(quote.wantedBy, locale)}</Trans>
        {quote.budgetCents !== null ? (
          <>
            {' '}
            · <Trans>budget {formatCents(quote.budgetCents, locale === 'fr' ? 'fr' : 'en')}</Trans>
          </>
        ) : null}
      </p>
      <p style={{ whiteSpace: 'pre-wrap' }}>{quote.description}</p>
      {quote.sourceText ? (
        <details className="mt-2">
          <summary>
            <Trans>Source text</Trans>
          </summary>
          <p style={{ whiteSpace: 'pre-wrap' }}>{quote.sourceText}</p>
        </details>
      ) : null}
      {quote.changesNote && quote.status === 'changes_requested' ? (
        <p className="notification is-warning is-light mt-3">
          <Trans>Changes asked: {quote.changesNote}</Trans>
        </p>
      ) : null}
      <hr />
      {(['requested', 'changes_requested', 'quoted', 'expired'] as QuoteStatus[]).includes(quote.status) ? (
        <AnswerForm key={quote.versions.length} quote={quote} />
      ) : null}
      {quote.status === 'accepted' || quote.status === 'in_progress' ? <DeliverForm quote={quote} /> : null}
      {(quote.status === 'accepted' || quote.status === 'in_progress') && quote.accepted ? (
        <details className="mt-4" data-testid="raise-ceiling">
          <summary>
            <Trans>The work needs more: offer a higher ceiling</Trans>
          </summary>
          <AnswerForm key={quote.versions.length} quote={quote} />
        </details>
      ) : null}
      {quote.status === 'refund_requested' ? <RefundDecision quote={quote} /> : null}
      {quote.status === 'delivered' ? (
        <p>
          <Trans>Delivered: waiting for the customer's confirmation (or the automatic settlement after 7 days).</Trans>
        </p>
      ) : null}
    </div>
  );
}

/** The quote being worked on, listened to by id, so it stays open when a change moves it off the page. */
export function SelectedQuote({ quoteId }: { quoteId: string }) {
  const { status, data } = useAdminQuote(quoteId);
  if (status === 'loading') return <PageLoader />;
  if (!data) return null;
  return <QuoteWork key={data.id} quote={data} />;
}
