import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, statsSummary } from '@tasklane/domain';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { StatCard } from '../../../components/charts/stat-card';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../hooks/use-session';
import { formatCount, formatMoneyCents, formatRate, formatStatsMonth } from '../../../lib/format';
import { categoryLabels } from '../../../lib/labels';
import { useCustomerAnalytics, type CustomerAnalytics } from '../api/customer-analytics-api';

/** /analytics: the customer's own spending, credits and tasks, from their monthly statistics. */
export default function AnalyticsPage() {
  const user = useSignedInUser();
  const { t } = useLingui();
  const state = useCustomerAnalytics(user.uid);
  return (
    <section className="section">
      <PageMeta title={t`Analytics`} />
      <div className="container" style={{ maxWidth: 1000 }}>
        <h1 className="title" tabIndex={-1}>
          <Trans>Analytics</Trans>
        </h1>
        {state.status === 'loading' ? (
          <PageLoader />
        ) : state.status === 'error' ? (
          <div className="notification is-danger is-light" role="alert">
            <Trans>Your statistics could not be loaded. Check your connection and try again.</Trans>
          </div>
        ) : (
          <CustomerAnalyticsView data={state.data} />
        )}
      </div>
    </section>
  );
}

function CustomerAnalyticsView({ data }: { data: CustomerAnalytics }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const count = useCallback((n: number) => formatCount(n, locale), [locale]);
  const money = useCallback((c: number) => formatMoneyCents(c, locale), [locale]);
  const total = statsSummary(data.total);
  const monthLabels = useMemo(() => data.months.map((m) => formatStatsMonth(m.month, locale)), [data.months, locale]);
  const spendSeries = useMemo(() => {
    const months = data.months.map((m) => statsSummary(m.c));
    return [
      { label: t`Before tax`, values: months.map((s) => s.netCents), color: '#485fc7' },
      { label: t`With tax`, values: months.map((s) => s.chargedCents - s.refundedChargedCents), color: '#257953' },
    ];
  }, [data.months, t]);
  const usedCategories = CATEGORIES.filter((c) => total.byCategory[c] > 0);
  const categorySeries = useMemo(
    () => [{ label: t`Tasks`, values: usedCategories.map((c) => total.byCategory[c]), color: '#485fc7' }],
    [usedCategories, total, t],
  );
  const categoryNames = useMemo(() => usedCategories.map((c) => t(categoryLabels[c])), [usedCategories, t]);
  const spentLastYear = spendSeries[1]!.values.reduce((a, b) => a + b, 0);
  const median = total.medianHours;

  if (
    total.submitted === 0 &&
    total.chargedCents === 0 &&
    total.creditsSold + total.creditsGranted + total.creditsAdjusted === 0
  ) {
    return (
      <div className="box has-text-centered" data-testid="analytics-empty">
        <p className="mb-3">
          <Trans>Nothing to show yet: your spending and your tasks appear here once you submit one.</Trans>
        </p>
        <Link className="button is-primary" to={paths.taskNew.getHref()}>
          <Trans>Submit a task</Trans>
        </Link>
      </div>
    );
  }

  return (
    <div data-testid="customer-analytics">
      <div className="columns is-multiline is-mobile">
        <div className="column is-half-mobile is-one-third-tablet">
          <StatCard
            testId="credits-bought"
            label={<Trans>Credits bought</Trans>}
            value={count(total.creditsSold + total.creditsGranted)}
            note={<Trans>Plans included</Trans>}
          />
        </div>
        <div className="column is-half-mobile is-one-third-tablet">
          <StatCard
            testId="credits-used"
            label={<Trans>Credits used</Trans>}
            value={count(total.creditsConsumed - total.creditsRefunded)}
            note={<Trans>Net of refunds</Trans>}
          />
        </div>
        <div className="column is-half-mobile is-one-third-tablet">
          <StatCard testId="credits-left" label={<Trans>Credits left</Trans>} value={count(data.balance)} />
        </div>
        <div className="column is-half-mobile is-one-third-tablet">
          <StatCard
            testId="on-time-rate"
            label={<Trans>On time</Trans>}
            value={formatRate(total.onTimeRate, locale)}
            note={
              <Trans>
                {count(total.onTime)} of {count(total.delivered)} deliveries
              </Trans>
            }
          />
        </div>
        <div className="column is-half-mobile is-one-third-tablet">
          <StatCard
            testId="median-turnaround"
            label={<Trans>Median turnaround</Trans>}
            value={median === null ? '—' : Number.isFinite(median) ? t`≤ ${count(median)} h` : t`over 72 h`}
            note={<Trans>From submission to delivery</Trans>}
          />
        </div>
        <div className="column is-half-mobile is-one-third-tablet">
          <StatCard
            testId="revisions"
            label={<Trans>Revisions</Trans>}
            value={count(total.revisions)}
            note={<Trans>{count(total.submitted)} tasks submitted</Trans>}
          />
        </div>
      </div>
      <ChartFigure
        testId="chart-spend"
        title={<Trans>Spending per month</Trans>}
        summary={t`You paid ${money(spentLastYear)} with tax over the last 12 months.`}
        categoryHeading={<Trans>Month</Trans>}
        labels={monthLabels}
        sequence
        series={spendSeries}
        format={money}
      />
      {usedCategories.length > 0 ? (
        <ChartFigure
          testId="chart-categories"
          title={<Trans>Tasks by category</Trans>}
          summary={t`Your tasks, by category.`}
          categoryHeading={<Trans>Category</Trans>}
          labels={categoryNames}
          series={categorySeries}
          format={count}
        />
      ) : null}
      <p className="is-size-7 has-text-grey-dark">
        <Trans>Card payments count here; tasks paid with credits count once, when the credits are bought.</Trans>
      </p>
    </div>
  );
}
