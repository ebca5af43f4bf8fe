/* eslint-disable max-lines -- split pending: four forms and a list, one file each */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  QUOTE_LIMITS,
  QUOTE_STATUSES,
  countWords,
  emailField,
  formatCents,
  quoteExpiringSoon,
  type QuoteStatus,
  type QuoteWithId,
} from '@tasklane/domain';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { PageLoader } from '../../../components/page-loader';
import { useNow } from '../../../hooks/use-now';
import { callableError } from '../../../lib/callable';
import { formatDateTime } from '../../../lib/format';
import { categoryLabels, quoteStatusLabels, quoteStatusTagClass } from '../../../lib/labels';
import { validationMessage } from '../../../lib/validation-messages';
import { useProfileByEmail } from '../api/admin-tasks-api';
import {
  answerQuote,
  decideQuoteRefund,
  deliverQuote,
  useAdminQuote,
  useAdminQuotesPage,
  useExpiringQuotes,
  type AdminQuoteFilter,
} from '../api/quotes-admin';
import { ADMIN_PAGE_SIZE } from '../api/live-page';
import { PageNav } from './page-nav';

const DAY = 86_400_000;

function dateInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function endOfDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 23, 59, 59).getTime();
}

function Tag({ status }: { status: QuoteStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`tag ${quoteStatusTagClass[status]}`} data-testid="admin-quote-status" data-status={status}>
      {i18n._(quoteStatusLabels[status])}
    </span>
  );
}

function FieldError({ id, code }: { id: string; code: string | undefined }) {
  const { i18n } = useLingui();
  if (!code) return null;
  return (
    <p className="help is-danger" id={id}>
      {i18n._(validationMessage(code))}
    </p>
  );
}

/** Answer (or re-answer) a request with a new version. */
function AnswerForm({ quote }: { quote: QuoteWithId }) {
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

/** Deliver the work, with the same editor as tasks, and its actual cost (never above the locked ceiling). */
function DeliverForm({ quote }: { quote: QuoteWithId }) {
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
      <div className="field">
        <label className="label" htmlFor="review-editor">
          <Trans>Your edit (what the customer receives)</Trans>
        </label>
        <textarea
          id="review-editor"
          className={`textarea ${errors.result ? 'is-danger' : ''}`}
          rows={14}
          value={result}
          onChange={(e) => setResult(e.target.value)}
          aria-invalid={errors.result ? true : undefined}
          aria-describedby="quote-editor-help"
          data-testid="review-editor"
        />
        <div id="quote-editor-help">
          <p className="help">
            <Trans>{words} words</Trans>
          </p>
          <FieldError id="deliver-result-error" code={errors.result} />
        </div>
      </div>
      <div className="field">
        <label className="label" htmlFor="deliver-actual">
          <Trans>Actual cost (CAD, at most {ceiling})</Trans>
        </label>
        <input
          id="deliver-actual"
          className={`input ${errors.actualCad ? 'is-danger' : ''}`}
          inputMode="decimal"
          value={actual}
          onChange={(e) => setActual(e.target.value)}
          aria-invalid={errors.actualCad ? true : undefined}
          aria-describedby={errors.actualCad ? 'deliver-actual-error' : undefined}
          data-testid="deliver-actual"
        />
        {errors.actualCad === 'over_nte' ? (
          <p className="help is-danger" id="deliver-actual-error" data-testid="over-nte">
            <Trans>
              This is above the ceiling the customer accepted. Going over needs a new quote that the customer accepts.
            </Trans>
          </p>
        ) : (
          <FieldError id="deliver-actual-error" code={errors.actualCad} />
        )}
      </div>
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

/** The customer asked for their money back: approve (everything paid comes back) or decline with a reason. */
function RefundDecision({ quote }: { quote: QuoteWithId }) {
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
      <div className="field">
        <label className="label" htmlFor="quote-refund-note">
          <Trans>Note to the customer (they see it if you decline)</Trans>
        </label>
        <textarea
          id="quote-refund-note"
          className={`textarea ${error ? 'is-danger' : ''}`}
          rows={3}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'quote-refund-note-error' : undefined}
        />
        <FieldError id="quote-refund-note-error" code={error} />
      </div>
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

function QuoteWork({ quote }: { quote: QuoteWithId }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <div className="box" data-testid="admin-quote" data-quote-id={quote.id}>
      <div className="is-flex is-justify-content-space-between is-flex-wrap-wrap" style={{ gap: '0.5rem' }}>
        <h2 className="title is-5 mb-2">{quote.title}</h2>
        <Tag status={quote.status} />
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

/** The open offers expiring soon, from their own bounded query: the list below shows one page. */
function ExpiringSoon() {
  const { i18n } = useLingui();
  const nowMs = useNow(60_000);
  const { data } = useExpiringQuotes();
  const expiring = (data ?? []).filter((q) => quoteExpiringSoon(q, nowMs));
  if (expiring.length === 0) return null;
  return (
    <div className="notification is-warning is-light" data-testid="expiring-soon">
      <p className="has-text-weight-semibold">
        <Trans>Offers expiring soon</Trans>
      </p>
      <ul>
        {expiring.map((q) => (
          <li key={q.id}>
            {q.title} · {formatDateTime(q.expiresAt as number, i18n.locale)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One page of quotes (all of them, or one customer's) as a table, with previous / next. */
function QuotePages({
  filter,
  userId,
  pageSize,
  onOpen,
}: {
  filter: AdminQuoteFilter;
  userId: string | null;
  pageSize: number;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr' : 'en';
  const list = useAdminQuotesPage(filter, userId, pageSize);
  if (list.status === 'loading') return <PageLoader />;
  if (list.status === 'error') {
    return (
      <div className="notification is-danger is-light" role="alert" data-testid="admin-quotes-error">
        <Trans>The quotes could not be loaded.</Trans>
      </div>
    );
  }
  if (list.rows.length === 0) {
    return (
      <p className="has-text-grey-dark" data-testid="admin-quotes-empty">
        <Trans>No quotes here.</Trans>
      </p>
    );
  }
  return (
    <>
      <div className="table-container">
        <table className="table is-fullwidth is-striped">
          <thead>
            <tr>
              <th>
                <Trans>Quote</Trans>
              </th>
              <th>
                <Trans>State</Trans>
              </th>
              <th className="has-text-right">
                <Trans>Estimate</Trans>
              </th>
              <th className="has-text-right">
                <Trans>Ceiling</Trans>
              </th>
              <th className="has-text-right">
                <Trans>Actual</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((q) => {
              const v = q.accepted?.version ?? q.versions.at(-1);
              return (
                <tr key={q.id} data-testid="admin-quote-row" data-quote-id={q.id}>
                  <td>
                    <button
                      type="button"
                      className="button is-text p-0"
                      onClick={() => onOpen(q.id)}
                      data-testid="open-quote"
                    >
                      {q.title}
                    </button>
                  </td>
                  <td>
                    <Tag status={q.status} />
                  </td>
                  <td className="has-text-right">{v ? formatCents(v.estimateCents, locale) : '—'}</td>
                  <td className="has-text-right">{v ? formatCents(v.nteCents, locale) : '—'}</td>
                  <td className="has-text-right">
                    {q.actualCents !== null ? formatCents(q.actualCents, locale) : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <PageNav
        label={t`Quote pages`}
        page={list.page}
        hasPrevious={list.hasPrevious}
        hasNext={list.hasNext}
        onPrevious={list.previous}
        onNext={list.next}
        testId="admin-quotes-pages"
      />
    </>
  );
}

/** Finds the customer by e-mail first, then pages through the quotes they asked for. */
function QuotesOfCustomer({
  email,
  filter,
  pageSize,
  onOpen,
}: {
  email: string;
  filter: AdminQuoteFilter;
  pageSize: number;
  onOpen: (id: string) => void;
}) {
  const { status, data } = useProfileByEmail(email);
  if (status === 'loading') return <PageLoader />;
  const userId = status === 'success' ? data[0]?.id : undefined;
  if (!userId) {
    return (
      <p className="has-text-grey-dark" data-testid="admin-quotes-no-customer">
        <Trans>No customer has this e-mail address.</Trans>
      </p>
    );
  }
  return <QuotePages filter={filter} userId={userId} pageSize={pageSize} onOpen={onOpen} />;
}

/** The quote being worked on, listened to by id, so it stays open when a change moves it off the page. */
function SelectedQuote({ quoteId }: { quoteId: string }) {
  const { status, data } = useAdminQuote(quoteId);
  if (status === 'loading') return <PageLoader />;
  if (!data) return null;
  return <QuoteWork key={data.id} quote={data} />;
}

/**
 * Admin › Quotes: the offers expiring soon, then the quotes by state (or one customer's), a page
 * at a time, the most recently changed first, estimate versus actual, and the work on one quote.
 * `pageSize` lets a test page through a handful of quotes: each quote written runs a trigger.
 */
export default function QuotesPanel({ pageSize = ADMIN_PAGE_SIZE }: { pageSize?: number }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<AdminQuoteFilter>('open');
  const [emailDraft, setEmailDraft] = useState('');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);

  const applyEmail = (e: FormEvent) => {
    e.preventDefault();
    const value = emailDraft.trim();
    if (value) {
      const parsed = emailField.safeParse(value);
      if (!parsed.success) {
        setEmailError(parsed.error.issues[0]?.message ?? 'email_invalid');
        return;
      }
    }
    setEmailError(null);
    setEmail(value.toLowerCase());
  };

  return (
    <div data-testid="quotes-panel">
      <ExpiringSoon />
      <form
        className="columns is-mobile is-multiline is-align-items-flex-end"
        onSubmit={applyEmail}
        noValidate
        aria-label={t`Filter quotes`}
      >
        <div className="column is-narrow">
          <div className="field">
            <label className="label is-small" htmlFor="quote-filter">
              <Trans>Show</Trans>
            </label>
            <div className="select">
              <select
                id="quote-filter"
                value={filter}
                onChange={(e) => setFilter(e.target.value as AdminQuoteFilter)}
                data-testid="quote-filter"
              >
                <option value="open">{t`Needs our work`}</option>
                <option value="all">{t`All quotes`}</option>
                {QUOTE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {i18n._(quoteStatusLabels[s])}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
        <div className="column">
          <div className="field">
            <label className="label is-small" htmlFor="quote-email">
              <Trans>Customer e-mail</Trans>
            </label>
            <input
              id="quote-email"
              className={`input ${emailError ? 'is-danger' : ''}`}
              type="email"
              autoComplete="off"
              value={emailDraft}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? 'quote-email-error' : 'quote-email-help'}
              onChange={(e) => setEmailDraft(e.target.value)}
              data-testid="quote-email"
            />
            {emailError ? (
              <p id="quote-email-error" className="help is-danger" role="alert">
                {i18n._(validationMessage(emailError))}
              </p>
            ) : (
              <p id="quote-email-help" className="help">
                <Trans>Leave it empty for every customer's quotes.</Trans>
              </p>
            )}
          </div>
        </div>
        <div className="column is-narrow">
          <button type="submit" className="button" data-testid="quote-email-apply">
            <Trans>Find their quotes</Trans>
          </button>
        </div>
      </form>
      {email ? (
        <QuotesOfCustomer email={email} filter={filter} pageSize={pageSize} onOpen={setSelected} />
      ) : (
        <QuotePages filter={filter} userId={null} pageSize={pageSize} onOpen={setSelected} />
      )}
      {selected ? <SelectedQuote quoteId={selected} /> : null}
    </div>
  );
}
