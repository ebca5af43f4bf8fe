import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { ChartSeries } from './bar-chart';

// uPlot (about 23 KB gzipped) is its own chunk, loaded only by the screens that draw a chart.
const BarChart = lazy(() => import('./bar-chart'));

export interface ChartFigureProps {
  title: ReactNode;
  /** What the chart shows, read by screen readers in place of the canvas. */
  summary: string;
  /** Heading of the category column of the table (Day, Month, Category). */
  categoryHeading: ReactNode;
  labels: string[];
  series: ChartSeries[];
  format: (n: number) => string;
  /** Days or months (labels may be thinned out), rather than categories (each keeps its name). */
  sequence?: boolean;
  testId?: string;
}

/**
 * A chart with its data table: the table is one click away (and always there for screen readers
 * through the summary and the button), with every number formatted for the reader's language.
 */
export function ChartFigure({
  title,
  summary,
  categoryHeading,
  labels,
  series,
  format,
  sequence,
  testId,
}: ChartFigureProps) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const titleId = useId();
  return (
    <figure className="box chart-figure" data-testid={testId}>
      <figcaption
        className="is-flex is-justify-content-space-between is-align-items-center is-flex-wrap-wrap mb-2"
        style={{ gap: '0.5rem' }}
      >
        <h3 className="title is-6 mb-0" id={titleId}>
          {title}
        </h3>
        <button
          type="button"
          className="button is-small is-light"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? <Trans>Hide data table</Trans> : <Trans>Show data table</Trans>}
        </button>
      </figcaption>
      <div role="img" aria-label={summary}>
        <Suspense fallback={<div style={{ height: 220 }} />}>
          <BarChart labels={labels} series={series} format={format} sequence={sequence} />
        </Suspense>
      </div>
      {series.length > 1 ? (
        <ul className="chart-legend" data-testid={testId ? `${testId}-legend` : undefined}>
          {series.map((s) => (
            <li key={s.label}>
              <span className="chart-swatch" style={{ backgroundColor: s.color }} aria-hidden="true" />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      {/* Focusable, so a table wider than a phone can be scrolled from the keyboard. */}
      <div
        id={tableId}
        hidden={!showTable}
        className="table-container mt-3"
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
      >
        <table className="table is-fullwidth is-narrow is-striped" data-testid={testId ? `${testId}-table` : undefined}>
          <thead>
            <tr>
              <th scope="col">{categoryHeading}</th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="has-text-right">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label} className="has-text-right">
                    {format(s.values[i] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
