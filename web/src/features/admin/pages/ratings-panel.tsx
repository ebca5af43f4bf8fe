import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, type Category, type Rating, type WithId } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime } from '../../../lib/format';
import { categoryLabels } from '../../../lib/labels';
import { publishTestimonial, useAllReviewStats, useRecentRatings } from '../api/ratings-admin-api';
import { useReviewerProfiles } from '../api/reviewers-api';
import { ReviewFiguresTable } from '../components/review-figures';

/** Per reviewer and per category: on-time rate, revision rate, average rating, median time in review. */
function Figures() {
  const { i18n } = useLingui();
  const stats = useAllReviewStats();
  const reviewers = useReviewerProfiles();
  if (stats.status === 'loading' || reviewers.status === 'loading') return <PageLoader />;
  if (stats.status === 'error') {
    return (
      <div className="notification is-danger is-light" role="alert">
        <Trans>Could not load the review figures.</Trans>
      </div>
    );
  }
  const names = new Map((reviewers.data ?? []).map((r) => [r.id, r.name]));
  const byReviewer = stats.data
    .filter((s) => s.id.startsWith('r_'))
    .map((s) => ({ key: s.id, label: names.get(s.id.slice(2)) ?? s.id.slice(2), stats: s }));
  const byCategory = stats.data
    .filter((s) => s.id.startsWith('c_') && (CATEGORIES as readonly string[]).includes(s.id.slice(2)))
    .map((s) => ({ key: s.id, label: i18n._(categoryLabels[s.id.slice(2) as Category]), stats: s }));
  return (
    <>
      <h2 className="title is-5">
        <Trans>By reviewer</Trans>
      </h2>
      <ReviewFiguresTable rows={byReviewer} testId="figures-reviewers" />
      <h2 className="title is-5">
        <Trans>By category</Trans>
      </h2>
      <ReviewFiguresTable rows={byCategory} testId="figures-categories" />
    </>
  );
}

function RatingRow({ rating }: { rating: WithId<Rating> }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const canPublish = rating.quote !== null && rating.comment !== '';
  const toggle = async () => {
    setBusy(true);
    try {
      await publishTestimonial(rating.id, !rating.published);
      toast.success(rating.published ? t`Testimonial taken down.` : t`Testimonial published.`);
    } catch {
      toast.error(t`Could not change this testimonial. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr data-testid="rating-row" data-rating-id={rating.id}>
      <td>
        <span aria-label={t`${rating.stars} out of 5`}>{'★'.repeat(rating.stars)}</span>
      </td>
      <td>
        {rating.comment || <span className="has-text-grey-dark">—</span>}
        {rating.quote && (
          <p className="is-size-7 has-text-grey-dark">
            {rating.quote.firstName} {rating.quote.initial}, {rating.quote.city}
          </p>
        )}
      </td>
      <td className="is-size-7">{formatDateTime(rating.createdAt, i18n.locale)}</td>
      <td className="has-text-right">
        {canPublish ? (
          <button
            type="button"
            className={`button is-small ${rating.published ? 'has-text-danger-dark' : 'is-primary is-outlined'} ${busy ? 'is-loading' : ''}`}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void toggle()}
            data-testid="rating-publish"
          >
            {rating.published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
          </button>
        ) : (
          <span className="is-size-7 has-text-grey-dark">
            <Trans>Not for quoting</Trans>
          </span>
        )}
      </td>
    </tr>
  );
}

/** /admin/ratings: review figures, then the latest ratings, whose consented comments an admin may publish. */
export default function RatingsPanel() {
  const ratings = useRecentRatings();
  return (
    <div data-testid="ratings-panel">
      <Figures />
      <h2 className="title is-5 mt-5">
        <Trans>Latest ratings</Trans>
      </h2>
      {ratings.status === 'loading' ? (
        <PageLoader />
      ) : ratings.status === 'error' ? (
        <div className="notification is-danger is-light" role="alert">
          <Trans>Could not load the ratings.</Trans>
        </div>
      ) : ratings.data.length === 0 ? (
        <p className="has-text-grey-dark" data-testid="ratings-empty">
          <Trans>No ratings yet.</Trans>
        </p>
      ) : (
        <div className="table-container">
          <table className="table is-fullwidth">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Rating</Trans>
                </th>
                <th scope="col">
                  <Trans>Comment</Trans>
                </th>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <span className="is-sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {ratings.data.map((r) => (
                <RatingRow key={r.id} rating={r} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
