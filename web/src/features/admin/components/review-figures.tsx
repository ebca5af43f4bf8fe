import { Trans, useLingui } from '@lingui/react/macro';
import { reviewFigures, type ReviewStatsDoc } from '@tasklane/domain';

const pct = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)} %`);
const hours = (minutes: number | null) =>
  minutes === null ? '—' : `${(minutes / 60).toFixed(minutes < 600 ? 2 : 0)} h`;

/** Presentation: review figures, one row each (a reviewer or a category). */
export function ReviewFiguresTable({
  rows,
  testId,
}: {
  rows: { key: string; label: string; stats: ReviewStatsDoc }[];
  testId: string;
}) {
  const { i18n } = useLingui();
  if (rows.length === 0) {
    return (
      <p className="has-text-grey-dark" data-testid={`${testId}-empty`}>
        <Trans>No deliveries yet.</Trans>
      </p>
    );
  }
  const fmt = (n: number | null) => (n === null ? '—' : n.toLocaleString(i18n.locale, { maximumFractionDigits: 1 }));
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-narrow" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">
              <span className="is-sr-only">
                <Trans>Name</Trans>
              </span>
            </th>
            <th scope="col">
              <Trans>Deliveries</Trans>
            </th>
            <th scope="col">
              <Trans>On time</Trans>
            </th>
            <th scope="col">
              <Trans>Revisions</Trans>
            </th>
            <th scope="col">
              <Trans>Average rating</Trans>
            </th>
            <th scope="col">
              <Trans>Median time in review</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, stats }) => {
            const f = reviewFigures(stats);
            return (
              <tr key={key} data-testid={`figures-${key}`}>
                <th scope="row">{label}</th>
                <td>{f.deliveries}</td>
                <td>{pct(f.onTimeRate)}</td>
                <td>{pct(f.revisionRate)}</td>
                <td>{fmt(f.averageRating)}</td>
                <td>{hours(f.medianReviewMinutes)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
