import { useLingui } from '@lingui/react/macro';
import type { QuoteStatus } from '@tasklane/domain';
import { quoteStatusLabels, quoteStatusTagClass } from '../lib/labels';

/** A quote's status as a coloured tag; the customer's and the admin's screens each keep their test id. */
export function QuoteStatusTag({ status, testId = 'quote-status' }: { status: QuoteStatus; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={`tag ${quoteStatusTagClass[status]}`} data-testid={testId} data-status={status}>
      {i18n._(quoteStatusLabels[status])}
    </span>
  );
}
