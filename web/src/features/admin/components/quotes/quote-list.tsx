import { Trans, useLingui } from '@lingui/react/macro';
import { formatCents, quoteExpiringSoon } from '@tasklane/domain';
import { PageLoader } from '../../../../components/page-loader';
import { useNow } from '../../../../hooks/use-now';
import { formatDateTime } from '../../../../lib/format';
import { useProfileByEmail } from '../../api/admin-tasks-api';
import { useAdminQuotesPage, useExpiringQuotes, type AdminQuoteFilter } from '../../api/quotes-admin';
import { PageNav } from '../page-nav';
import { QuoteStatusTag } from '../../../../components/quote-status-tag';

/** The open offers expiring soon, from their own bounded query: the list below shows one page. */
export function ExpiringSoon() {
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
export function QuotePages({
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
                    <QuoteStatusTag status={q.status} testId="admin-quote-status" />
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
export function QuotesOfCustomer({
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
