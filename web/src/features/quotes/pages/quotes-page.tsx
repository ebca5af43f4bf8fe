import { Trans, useLingui } from '@lingui/react/macro';
import type { QuoteRequestInput } from '@tasklane/domain';
import { useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { useSignedInUser } from '../../../hooks/use-session';
import { useSpace } from '../../../hooks/use-space';
import { callableError } from '../../../lib/callable';
import { checkBrief, requestQuote, useMyQuotes } from '../api/quotes-api';
import { QuoteList } from '../components/quote-list';
import { EMPTY_QUOTE_FORM, QuoteRequestForm, type QuoteFormValues } from '../components/quote-request-form';

const PAGE = 20;

/** What the task form hands over when its brief is out of scope (router state, never the URL). */
function prefillFrom(state: unknown, locale: string): QuoteFormValues {
  const base: QuoteFormValues = { ...EMPTY_QUOTE_FORM, language: locale === 'fr' ? 'fr' : 'en' };
  const s = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return { ...base, title: str(s.title), description: str(s.brief), sourceText: str(s.sourceText) };
}

/** /quotes: the customer's quotes (live, with offer countdowns) and the request form. */
export default function QuotesPage() {
  const user = useSignedInUser();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const nowMs = useNow(60_000);
  const initial = useMemo(() => prefillFrom(location.state, i18n.locale), [location.state, i18n.locale]);
  const [max, setMax] = useState(PAGE);
  // The space chosen in the header: a team's quotes are every current member's.
  const space = useSpace(user.uid);
  const { status, data } = useMyQuotes(space.accountId, max);
  const teamName = space.teamName ?? '';
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // One id per request attempt: a retried call makes one quote.
  const requestId = useRef(crypto.randomUUID());

  const onSubmit = async (values: QuoteRequestInput) => {
    setServerErrors({});
    try {
      const out = await requestQuote({
        ...values,
        requestId: requestId.current,
        accountId: space.accountId,
      });
      requestId.current = crypto.randomUUID();
      toast.success(t`Quote requested. We will answer with a scope and a price ceiling.`);
      await navigate(paths.quote.getHref(out.quoteId));
    } catch (err) {
      const e = callableError(err);
      if (Object.keys(e.fields).length > 0) setServerErrors(e.fields);
      else if (e.reason === 'not_a_member')
        toast.error(t`You are no longer a member of this team. Switch to your personal space to request a quote.`);
      else toast.error(t`The request could not be sent. Try again in a moment.`);
    }
  };

  const quotes = data ?? [];
  return (
    <section className="section">
      <PageMeta title={t`Quotes`} />
      <div className="container">
        <h1 className="title">
          <Trans>Quotes</Trans>
        </h1>
        <p className="mb-4">
          <Trans>
            For larger projects (about 100 to 800 $ and more): tell us what you need, and we answer with a scope, an
            estimate and a not-to-exceed ceiling. You pay the actual cost, never more than the ceiling.
          </Trans>
        </p>
        <div className="columns">
          <div className="column is-7-desktop">
            <h2 className="title is-5">
              {space.teamId ? <Trans>Team quotes: {teamName}</Trans> : <Trans>My quotes</Trans>}
            </h2>
            {status === 'loading' ? (
              <PageLoader />
            ) : status === 'error' ? (
              <div className="notification is-danger is-light" role="alert">
                <Trans>Your quotes could not be loaded. Check your connection and try again.</Trans>
              </div>
            ) : quotes.length === 0 ? (
              <p className="has-text-grey-dark" data-testid="quotes-empty">
                <Trans>No quotes yet. Use the form to request your first one.</Trans>
              </p>
            ) : (
              <>
                <QuoteList quotes={quotes} nowMs={nowMs} />
                {quotes.length >= max ? (
                  <button type="button" className="button is-light" onClick={() => setMax((m) => m + PAGE)}>
                    <Trans>Show more</Trans>
                  </button>
                ) : null}
              </>
            )}
          </div>
          <div className="column is-5-desktop">
            <div className="box">
              <h2 className="title is-5">
                <Trans>Request a quote</Trans>
              </h2>
              <QuoteRequestForm
                initial={initial}
                serverErrors={serverErrors}
                onSubmit={onSubmit}
                onCheckBrief={checkBrief}
                checkErrorCode={(err) => callableError(err).code}
              />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
