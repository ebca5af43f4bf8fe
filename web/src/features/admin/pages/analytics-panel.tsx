import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  ANALYTICS_RANGES,
  CATEGORIES,
  TAX_CODES,
  TAX_NAMES,
  TIERS,
  deferredRevenueCents,
  statsSummary,
  type AnalyticsRange,
  type StatsSummary,
} from '@tasklane/domain';
import { useCallback, useMemo, useState } from 'react';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { StatCard } from '../../../components/charts/stat-card';
import { PageLoader } from '../../../components/page-loader';
import { formatCount, formatMoneyCents, formatRate, formatStatsDay, formatStatsMonth } from '../../../lib/format';
import { categoryLabels, tierLabels } from '../../../lib/labels';
import { usePlatformAnalytics, type PlatformAnalytics } from '../api/analytics-api';
import { SelectField } from '../../../components/fields/controls';

const rangeLabels: Record<AnalyticsRange, MessageDescriptor> = {
  this_month: msg`This month`,
  last_month: msg`Last month`,
  last_90_days: msg`Last 90 days`,
};

/** /admin/analytics: revenue, deferred revenue, tasks, delivery times, queue and AI health. */
export default function AnalyticsPanel() {
  const { t } = useLingui();
  const [range, setRange] = useState<AnalyticsRange>('this_month');
  const { state, refreshing, reload } = usePlatformAnalytics(range);
  return (
    <div data-testid="admin-analytics">
      <div className="is-flex is-flex-wrap-wrap is-align-items-end mb-4" style={{ gap: '0.75rem' }}>
        <SelectField
          id="analytics-range"
          label={<Trans>Period</Trans>}
          className="mb-0"
          selectClassName=""
          value={range}
          onChange={(e) => setRange(e.target.value as AnalyticsRange)}
        >
          {ANALYTICS_RANGES.map((r) => (
            <option key={r} value={r}>
              {t(rangeLabels[r])}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className={`button ${refreshing ? 'is-loading' : ''}`}
          disabled={refreshing}
          aria-busy={refreshing}
          onClick={reload}
        >
          <Trans>Refresh</Trans>
        </button>
      </div>
      {state.status === 'loading' ? (
        <PageLoader />
      ) : state.status === 'error' ? (
        <div className="notification is-danger is-light" role="alert">
          <Trans>The statistics could not be loaded. Try again in a moment.</Trans>
        </div>
      ) : (
        <AnalyticsView data={state.data} />
      )}
    </div>
  );
}

function RevenueTable({
  thisMonth,
  lastMonth,
  thisLabel,
  lastLabel,
}: {
  thisMonth: StatsSummary;
  lastMonth: StatsSummary;
  thisLabel: string;
  lastLabel: string;
}) {
  const { t, i18n } = useLingui();
  const money = (c: number) => formatMoneyCents(c, i18n.locale);
  const taxName = (code: (typeof TAX_CODES)[number]) => TAX_NAMES[code][i18n.locale === 'fr' ? 'fr' : 'en'];
  const rows: { label: string; pick: (s: StatsSummary) => number; strong?: boolean }[] = [
    { label: t`Gross revenue (before tax)`, pick: (s) => s.grossCents },
    { label: t`Refunds`, pick: (s) => s.refundsCents },
    { label: t`Net revenue`, pick: (s) => s.netCents, strong: true },
    ...TAX_CODES.filter((c) => thisMonth.taxes[c] !== 0 || lastMonth.taxes[c] !== 0).map((code) => ({
      label: t`${taxName(code)} collected`,
      pick: (s: StatsSummary) => s.taxes[code],
    })),
    { label: t`Taxes collected (net of refunds)`, pick: (s) => s.taxesCents },
  ];
  return (
    // Focusable, so the table can be scrolled from the keyboard when it is wider than a phone.
    <div className="table-container" tabIndex={0} role="region" aria-labelledby="revenue-table-caption">
      <table className="table is-fullwidth is-narrow" data-testid="revenue-table">
        <caption id="revenue-table-caption" className="has-text-left has-text-weight-semibold mb-2">
          <Trans>Revenue</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="is-sr-only">
                <Trans>Figure</Trans>
              </span>
            </th>
            <th scope="col" className="has-text-right">
              {thisLabel}
            </th>
            <th scope="col" className="has-text-right">
              {lastLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className={r.strong ? 'has-text-weight-semibold' : undefined}>
              <th scope="row">{r.label}</th>
              <td className="has-text-right">{money(r.pick(thisMonth))}</td>
              <td className="has-text-right">{money(r.pick(lastMonth))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function hours(h: number | null, locale: string, t: (d: MessageDescriptor) => string): string {
  if (h === null) return '—';
  if (!Number.isFinite(h)) return t(msg`over 72 h`);
  return t(msg`≤ ${formatCount(h, locale)} h`);
}

function AnalyticsView({ data }: { data: PlatformAnalytics }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const count = useCallback((n: number) => formatCount(n, locale), [locale]);
  const money = useCallback((c: number) => formatMoneyCents(c, locale), [locale]);
  const range = statsSummary(data.rangeTotal);
  const thisMonth = statsSummary(data.thisMonth.c);
  const lastMonth = statsSummary(data.lastMonth.c);
  const total = statsSummary(data.total);
  const dayLabels = useMemo(() => data.days.map((d) => formatStatsDay(d.day, locale)), [data.days, locale]);
  const daySeries = useMemo(
    () => [
      { label: t`Submitted`, values: data.days.map((d) => statsSummary(d.c).submitted), color: '#485fc7' },
      { label: t`Delivered`, values: data.days.map((d) => statsSummary(d.c).delivered), color: '#257953' },
    ],
    [data.days, t],
  );
  const categoryNames = useMemo(() => CATEGORIES.map((c) => t(categoryLabels[c])), [t]);
  const categorySeries = useMemo(
    () => [{ label: t`Tasks submitted`, values: CATEGORIES.map((c) => range.byCategory[c]), color: '#485fc7' }],
    [range, t],
  );
  const tierNames = useMemo(() => TIERS.map((x) => t(tierLabels[x])), [t]);
  const tierSeries = useMemo(
    () => [{ label: t`Tasks submitted`, values: TIERS.map((x) => range.byTier[x]), color: '#485fc7' }],
    [range, t],
  );
  const revenueLabels = useMemo(
    () => [formatStatsMonth(data.lastMonth.month, locale), formatStatsMonth(data.thisMonth.month, locale)],
    [data, locale],
  );
  const revenueSeries = useMemo(
    () => [
      { label: t`Gross`, values: [lastMonth.grossCents, thisMonth.grossCents], color: '#485fc7' },
      { label: t`Net`, values: [lastMonth.netCents, thisMonth.netCents], color: '#257953' },
    ],
    [lastMonth, thisMonth, t],
  );
  const submittedTotal = daySeries[0]!.values.reduce((a, b) => a + b, 0);

  return (
    <>
      <div className="columns is-multiline">
        <div className="column is-half-tablet is-one-quarter-desktop">
          <StatCard
            testId="net-this-month"
            label={<Trans>Net revenue this month</Trans>}
            value={money(thisMonth.netCents)}
            note={<Trans>Last month: {money(lastMonth.netCents)}</Trans>}
          />
        </div>
        <div className="column is-half-tablet is-one-quarter-desktop">
          <StatCard
            testId="deferred-revenue"
            label={<Trans>Deferred revenue</Trans>}
            value={money(deferredRevenueCents(data.total))}
            note={<Trans>{count(total.creditsOutstanding)} credits sold or granted, not used yet</Trans>}
          />
        </div>
        <div className="column is-half-tablet is-one-quarter-desktop">
          <StatCard
            testId="queue-depth"
            label={<Trans>Queue depth now</Trans>}
            value={count(data.queueDepth)}
            note={<Trans>Tasks waiting for a production slot</Trans>}
          />
        </div>
        <div className="column is-half-tablet is-one-quarter-desktop">
          <StatCard
            testId="on-time-rate"
            label={<Trans>On-time rate</Trans>}
            value={formatRate(range.onTimeRate, locale)}
            note={
              <Trans>
                {count(range.onTime)} of {count(range.delivered)} first deliveries
              </Trans>
            }
          />
        </div>
        <div className="column is-half-tablet is-one-quarter-desktop">
          <StatCard
            testId="median-turnaround"
            label={<Trans>Median turnaround</Trans>}
            value={hours(range.medianHours, locale, t)}
            note={<Trans>p90: {hours(range.p90Hours, locale, t)}</Trans>}
          />
        </div>
        <div className="column is-half-tablet is-one-quarter-desktop">
          <StatCard
            testId="ai-failure-rate"
            label={<Trans>AI-draft failure rate</Trans>}
            value={formatRate(range.aiFailureRate, locale)}
            note={
              <Trans>
                {count(range.aiFailures)} of {count(range.aiDrafts)} drafts
              </Trans>
            }
          />
        </div>
        <div className="column is-half-tablet is-one-quarter-desktop">
          <StatCard
            testId="revisions"
            label={<Trans>Revisions requested</Trans>}
            value={count(range.revisions)}
            note={<Trans>Refunds: {count(range.refunds)}</Trans>}
          />
        </div>
        <div className="column is-half-tablet is-one-quarter-desktop">
          <StatCard
            testId="bilingual-tasks"
            label={<Trans>Tasks in English and French</Trans>}
            value={count(range.bilingual)}
            note={<Trans>Of {count(range.submitted)} tasks submitted in the period</Trans>}
          />
        </div>
        <div className="column is-half-tablet is-one-quarter-desktop">
          <StatCard
            testId="credits-sold"
            label={<Trans>Credits sold</Trans>}
            value={count(range.creditsSold)}
            note={
              <Trans>
                Granted by plans: {count(range.creditsGranted)}; used: {count(range.creditsConsumed)}
              </Trans>
            }
          />
        </div>
      </div>

      <div className="columns">
        <div className="column is-half">
          <div className="box">
            <RevenueTable
              thisMonth={thisMonth}
              lastMonth={lastMonth}
              thisLabel={formatStatsMonth(data.thisMonth.month, locale)}
              lastLabel={formatStatsMonth(data.lastMonth.month, locale)}
            />
          </div>
        </div>
        <div className="column is-half">
          <ChartFigure
            testId="chart-revenue"
            title={<Trans>Revenue this month and last month</Trans>}
            summary={t`Net revenue: ${money(thisMonth.netCents)} this month, ${money(lastMonth.netCents)} last month.`}
            categoryHeading={<Trans>Month</Trans>}
            labels={revenueLabels}
            sequence
            series={revenueSeries}
            format={money}
          />
        </div>
      </div>

      <ChartFigure
        testId="chart-tasks-per-day"
        title={<Trans>Tasks per day</Trans>}
        summary={t`${count(submittedTotal)} tasks submitted over ${count(data.days.length)} days.`}
        categoryHeading={<Trans>Day</Trans>}
        labels={dayLabels}
        sequence
        series={daySeries}
        format={count}
      />
      <div className="columns">
        <div className="column is-7">
          <ChartFigure
            testId="chart-categories"
            title={<Trans>Tasks by category</Trans>}
            summary={t`Tasks submitted in the period, by category.`}
            categoryHeading={<Trans>Category</Trans>}
            labels={categoryNames}
            series={categorySeries}
            format={count}
          />
        </div>
        <div className="column is-5">
          <ChartFigure
            testId="chart-tiers"
            title={<Trans>Tasks by delivery tier</Trans>}
            summary={t`Tasks submitted in the period, by delivery tier.`}
            categoryHeading={<Trans>Tier</Trans>}
            labels={tierNames}
            series={tierSeries}
            format={count}
          />
        </div>
      </div>
      <p className="is-size-7 has-text-grey-dark" data-testid="analytics-reads">
        <Trans>Loaded with {count(data.reads)} database reads.</Trans>
      </p>
    </>
  );
}
