import { Trans, useLingui } from '@lingui/react/macro';
import { QUOTE_LIMITS, type QuoteWithId } from '@tasklane/domain';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { callableError } from '../../../../lib/callable';
import { answerQuote } from '../../api/quotes-admin';
import { DAY, dateInput, endOfDay } from './quote-bits';
import { TextAreaField, TextField } from '../../../../components/fields/controls';
import { codeError } from '../../../../components/fields/field';

/** Answer (or re-answer) a request with a new version. */
export function AnswerForm({ quote }: { quote: QuoteWithId }) {
  const { t } = useLingui();
  const last = quote.versions.at(-1);
  const [scope, setScope] = useState(last?.scope ?? '');
  const [estimate, setEstimate] = useState(last ? String(last.estimateCents / 100) : '');
  const [nte, setNte] = useState(last ? String(last.nteCents / 100) : '');
  const [delivery, setDelivery] = useState(dateInput(Math.max(quote.wantedBy, Date.now() + DAY)));
  const [days, setDays] = useState(String(QUOTE_LIMITS.defaultExpiryDays));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v.replace(',', '.')));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const out = await answerQuote({
        quoteId: quote.id,
        scope,
        estimateCad: num(estimate),
        nteCad: num(nte),
        deliveryDate: delivery ? endOfDay(delivery) : Number.NaN,
        expiresInDays: Number(days),
      });
      toast.success(t`Version ${out.version} sent to the customer.`);
    } catch (err) {
      const failure = callableError(err);
      if (Object.keys(failure.fields).length > 0) setErrors(failure.fields);
      else toast.error(t`The quote could not be sent.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="answer-form">
      <h3 className="title is-6">{last ? <Trans>Send a new version</Trans> : <Trans>Answer with a quote</Trans>}</h3>
      <TextAreaField
        id="answer-scope"
        label={<Trans>Scope</Trans>}
        error={codeError(errors.scope)}
        rows={5}
        value={scope}
        onChange={(e) => setScope(e.target.value)}
      />
      <div className="columns is-multiline">
        <div className="column is-half-tablet">
          <TextField
            id="answer-estimate"
            label={<Trans>Estimate (CAD)</Trans>}
            error={codeError(errors.estimateCad)}
            inputMode="decimal"
            value={estimate}
            onChange={(e) => setEstimate(e.target.value)}
          />
        </div>
        <div className="column is-half-tablet">
          <TextField
            id="answer-nte"
            label={<Trans>Not-to-exceed ceiling (CAD)</Trans>}
            error={codeError(errors.nteCad)}
            inputMode="decimal"
            value={nte}
            onChange={(e) => setNte(e.target.value)}
          />
        </div>
        <div className="column is-half-tablet">
          <TextField
            id="answer-delivery"
            label={<Trans>Delivery date</Trans>}
            error={codeError(errors.deliveryDate)}
            type="date"
            value={delivery}
            onChange={(e) => setDelivery(e.target.value)}
          />
        </div>
        <div className="column is-half-tablet">
          <TextField
            id="answer-days"
            label={<Trans>Offer open for (days)</Trans>}
            error={codeError(errors.expiresInDays)}
            type="number"
            min={1}
            max={QUOTE_LIMITS.maxExpiryDays}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </div>
      </div>
      <button
        type="submit"
        className={`button is-primary ${busy ? 'is-loading' : ''}`}
        disabled={busy}
        aria-busy={busy}
        data-testid="answer-submit"
      >
        <Trans>Send the quote</Trans>
      </button>
    </form>
  );
}
