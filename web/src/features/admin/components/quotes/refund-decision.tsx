import { Trans, useLingui } from '@lingui/react/macro';
import { formatCents, type QuoteWithId } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { callableError } from '../../../../lib/callable';
import { decideQuoteRefund } from '../../api/quotes-admin';
import { TextAreaField } from '../../../../components/fields/controls';
import { codeError } from '../../../../components/fields/field';

/** The customer asked for their money back: approve (everything paid comes back) or decline with a reason. */
export function RefundDecision({ quote }: { quote: QuoteWithId }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr' : 'en';
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const reason = [...quote.history].reverse().find((h) => h.to === 'refund_requested')?.note ?? '';
  const paid = quote.accepted
    ? quote.accepted.paymentMethod === 'credits'
      ? t`${quote.accepted.reservedCredits} reserved credits`
      : formatCents(quote.accepted.totalCents, locale)
    : '';
  const decide = async (approve: boolean) => {
    setBusy(approve ? 'approve' : 'decline');
    setError(undefined);
    try {
      await decideQuoteRefund({ quoteId: quote.id, approve, note });
      toast.success(approve ? t`Refund approved. The customer is told.` : t`Refund declined. The customer is told.`);
    } catch (err) {
      const failure = callableError(err);
      if (failure.fields.note) setError(failure.fields.note);
      else toast.error(t`Could not record the decision.`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div data-testid="quote-refund-decision">
      <h3 className="title is-6">
        <Trans>Refund request</Trans>
      </h3>
      <p className="notification is-warning is-light" style={{ whiteSpace: 'pre-wrap' }}>
        <Trans>The customer's reason: {reason}</Trans>
      </p>
      <p className="mb-3">
        <Trans>Approving returns everything paid for this quote: {paid}.</Trans>
      </p>
      <TextAreaField
        id="quote-refund-note"
        label={<Trans>Note to the customer (they see it if you decline)</Trans>}
        error={codeError(error)}
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="buttons">
        <button
          type="button"
          className={`button is-success ${busy === 'approve' ? 'is-loading' : ''}`}
          disabled={busy !== null}
          onClick={() => void decide(true)}
          data-testid="approve-quote-refund"
        >
          <Trans>Approve the refund</Trans>
        </button>
        <button
          type="button"
          className={`button has-text-danger-dark ${busy === 'decline' ? 'is-loading' : ''}`}
          disabled={busy !== null}
          onClick={() => void decide(false)}
          data-testid="decline-quote-refund"
        >
          <Trans>Decline</Trans>
        </button>
      </div>
    </div>
  );
}
