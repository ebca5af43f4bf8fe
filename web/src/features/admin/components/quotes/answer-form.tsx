import { Trans, useLingui } from '@lingui/react/macro';
import { QUOTE_LIMITS, type QuoteWithId } from '@tasklane/domain';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { callableError } from '../../../../lib/callable';
import { answerQuote } from '../../api/quotes-admin';
import { DAY, dateInput, endOfDay, FieldError } from './quote-bits';

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
  const aria = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `answer-${name}-error` : undefined,
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="answer-form">
      <h3 className="title is-6">{last ? <Trans>Send a new version</Trans> : <Trans>Answer with a quote</Trans>}</h3>
      <div className="field">
        <label className="label" htmlFor="answer-scope">
          <Trans>Scope</Trans>
        </label>
        <textarea
          id="answer-scope"
          className="textarea"
          rows={5}
          value={scope}
          onChange={(e) => setScope(e.target.value)}
          {...aria('scope')}
        />
        <FieldError id="answer-scope-error" code={errors.scope} />
      </div>
      <div className="columns is-multiline">
        <div className="column is-half-tablet">
          <label className="label" htmlFor="answer-estimate">
            <Trans>Estimate (CAD)</Trans>
          </label>
          <input
            id="answer-estimate"
            className="input"
            inputMode="decimal"
            value={estimate}
            onChange={(e) => setEstimate(e.target.value)}
            {...aria('estimateCad')}
          />
          <FieldError id="answer-estimateCad-error" code={errors.estimateCad} />
        </div>
        <div className="column is-half-tablet">
          <label className="label" htmlFor="answer-nte">
            <Trans>Not-to-exceed ceiling (CAD)</Trans>
          </label>
          <input
            id="answer-nte"
            className="input"
            inputMode="decimal"
            value={nte}
            onChange={(e) => setNte(e.target.value)}
            {...aria('nteCad')}
          />
          <FieldError id="answer-nteCad-error" code={errors.nteCad} />
        </div>
        <div className="column is-half-tablet">
          <label className="label" htmlFor="answer-delivery">
            <Trans>Delivery date</Trans>
          </label>
          <input
            id="answer-delivery"
            className="input"
            type="date"
            value={delivery}
            onChange={(e) => setDelivery(e.target.value)}
            {...aria('deliveryDate')}
          />
          <FieldError id="answer-deliveryDate-error" code={errors.deliveryDate} />
        </div>
        <div className="column is-half-tablet">
          <label className="label" htmlFor="answer-days">
            <Trans>Offer open for (days)</Trans>
          </label>
          <input
            id="answer-days"
            className="input"
            type="number"
            min={1}
            max={QUOTE_LIMITS.maxExpiryDays}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            {...aria('expiresInDays')}
          />
          <FieldError id="answer-expiresInDays-error" code={errors.expiresInDays} />
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
