import { Trans, useLingui } from '@lingui/react/macro';
import { countWords, formatCents, type QuoteWithId } from '@tasklane/domain';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { callableError } from '../../../../lib/callable';
import { deliverQuote } from '../../api/quotes-admin';
import { TextAreaField, TextField } from '../../../../components/fields/controls';
import { codeError } from '../../../../components/fields/field';

/** Deliver the work, with the same editor as tasks, and its actual cost (never above the locked ceiling). */
export function DeliverForm({ quote }: { quote: QuoteWithId }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr' : 'en';
  const nteCents = quote.accepted?.version.nteCents ?? 0;
  const [result, setResult] = useState(quote.result ?? '');
  const [actual, setActual] = useState(quote.actualCents !== null ? String(quote.actualCents / 100) : '');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ceiling = formatCents(nteCents, locale);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await deliverQuote({
        quoteId: quote.id,
        result,
        actualCad: actual.trim() === '' ? Number.NaN : Number(actual.replace(',', '.')),
      });
      toast.success(t`Delivered. The customer sees it now.`);
    } catch (err) {
      const failure = callableError(err);
      if (failure.reason === 'over_nte') setErrors({ actualCad: 'over_nte' });
      else if (Object.keys(failure.fields).length > 0) setErrors(failure.fields);
      else toast.error(t`Could not deliver this quote.`);
    } finally {
      setBusy(false);
    }
  };
  const words = countWords(result);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="deliver-quote-form">
      <h3 className="title is-6">
        <Trans>Deliver</Trans>
      </h3>
      {quote.revisionNote ? (
        <p className="notification is-warning is-light">
          <Trans>Revision asked: {quote.revisionNote}</Trans>
        </p>
      ) : null}
      <TextAreaField
        id="review-editor"
        label={<Trans>Your edit (what the customer receives)</Trans>}
        error={codeError(errors.result)}
        errorId="deliver-result-error"
        hint={
          <p className="help" id="quote-editor-help">
            <Trans>{words} words</Trans>
          </p>
        }
        describedBy="quote-editor-help"
        rows={14}
        value={result}
        onChange={(e) => setResult(e.target.value)}
        data-testid="review-editor"
      />
      {/* Above the ceiling: the field says why in its own words, not a validation message. */}
      <TextField
        id="deliver-actual"
        label={<Trans>Actual cost (CAD, at most {ceiling})</Trans>}
        error={errors.actualCad === 'over_nte' ? undefined : codeError(errors.actualCad)}
        hint={
          errors.actualCad === 'over_nte' ? (
            <p className="help is-danger" id="deliver-actual-over" data-testid="over-nte">
              <Trans>
                This is above the ceiling the customer accepted. Going over needs a new quote that the customer accepts.
              </Trans>
            </p>
          ) : null
        }
        describedBy={errors.actualCad === 'over_nte' ? 'deliver-actual-over' : undefined}
        aria-invalid={errors.actualCad ? true : undefined}
        inputMode="decimal"
        value={actual}
        onChange={(e) => setActual(e.target.value)}
        data-testid="deliver-actual"
      />
      <button
        type="submit"
        className={`button is-success ${busy ? 'is-loading' : ''}`}
        disabled={busy}
        aria-busy={busy}
        data-testid="deliver-quote"
      >
        <Trans>Deliver to the customer</Trans>
      </button>
    </form>
  );
}
