import { Trans, useLingui } from '@lingui/react/macro';
import { QUOTE_STATUSES, emailField } from '@tasklane/domain';
import { useState, type FormEvent } from 'react';
import { quoteStatusLabels } from '../../../lib/labels';
import type { AdminQuoteFilter } from '../api/quotes-admin';
import { ADMIN_PAGE_SIZE } from '../api/live-page';
import { SelectedQuote } from '../components/quotes/quote-work';
import { ExpiringSoon, QuotePages, QuotesOfCustomer } from '../components/quotes/quote-list';
import { SelectField, TextField } from '../../../components/fields/controls';
import { codeError } from '../../../components/fields/field';

/**
 * Admin › Quotes: the offers expiring soon, then the quotes by state (or one customer's), a page
 * at a time, the most recently changed first, estimate versus actual, and the work on one quote.
 * `pageSize` lets a test page through a handful of quotes: each quote written runs a trigger.
 * The forms, the quote being worked on and the lists live under quotes/.
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
          <SelectField
            id="quote-filter"
            label={<Trans>Show</Trans>}
            labelClassName="is-small"
            selectClassName=""
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
          </SelectField>
        </div>
        <div className="column">
          <TextField
            id="quote-email"
            label={<Trans>Customer e-mail</Trans>}
            labelClassName="is-small"
            error={codeError(emailError)}
            alert
            hint={
              emailError ? null : (
                <p id="quote-email-help" className="help">
                  <Trans>Leave it empty for every customer's quotes.</Trans>
                </p>
              )
            }
            describedBy={emailError ? undefined : 'quote-email-help'}
            type="email"
            autoComplete="off"
            value={emailDraft}
            onChange={(e) => setEmailDraft(e.target.value)}
            data-testid="quote-email"
          />
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
