import { Trans } from '@lingui/react/macro';
import type { Quote, QuoteStatus } from '@tasklane/domain';

/** What the customer is told about where the quote stands, and the delivered work once there is some. */
export function QuoteStatusNotes({ quote }: { quote: Quote }) {
  const lastStep = quote.history.at(-1);
  const refundDeclined =
    quote.status === 'delivered' && lastStep?.from === 'refund_requested' ? (lastStep.note ?? '') : null;
  return (
    <>
      {quote.status === 'requested' ? (
        <p className="notification is-info is-light" data-testid="quote-waiting">
          <Trans>We are preparing your quote. You will be notified as soon as it is ready.</Trans>
        </p>
      ) : null}
      {quote.status === 'changes_requested' ? (
        <p className="notification is-info is-light">
          <Trans>You asked for changes. We will answer with a new version.</Trans>
        </p>
      ) : null}

      {quote.status === 'refund_requested' ? (
        <p className="notification is-warning is-light" data-testid="quote-refund-pending">
          <Trans>
            You asked for your money back. We will review the request and tell you our decision; the project does not
            settle meanwhile.
          </Trans>
        </p>
      ) : null}
      {quote.status === 'refunded' ? (
        <p className="notification is-info is-light" data-testid="quote-refunded">
          <Trans>
            Your refund was approved: everything you paid for this project comes back to you (reserved credits at once,
            a card payment within a few days).
          </Trans>
        </p>
      ) : null}
      {refundDeclined !== null ? (
        <div className="notification is-warning is-light" data-testid="quote-refund-declined">
          <p>
            <Trans>We declined your refund request.</Trans>
          </p>
          {refundDeclined ? <p style={{ whiteSpace: 'pre-wrap' }}>{refundDeclined}</p> : null}
        </div>
      ) : null}

      {quote.result !== null &&
      (['delivered', 'settled', 'refund_requested', 'refunded'] as QuoteStatus[]).includes(quote.status) ? (
        <div className="box" data-testid="quote-result">
          <h2 className="title is-6">
            <Trans>Delivered work</Trans>
          </h2>
          <p style={{ whiteSpace: 'pre-wrap' }}>{quote.result}</p>
        </div>
      ) : null}
    </>
  );
}
