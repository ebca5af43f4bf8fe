import { Trans, useLingui } from '@lingui/react/macro';
import { RATING_EDIT_DAYS, toMillis, type Locale, type Rating, type Task } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { callableError } from '../../../lib/callable';
import { validationMessage } from '../../../lib/validation-messages';
import { rateTask, useMyRating } from '../api/ratings-api';

const DAY = 86_400_000;

/** What the form shows of a rating: the one read from the server, or the one this screen just sent. */
type ShownRating = Pick<Rating, 'stars' | 'comment' | 'quote' | 'createdAt'>;

/** Presentation: the stars, the comment and the "you may quote me" details, as one small form. */
export function RateDeliveryForm({
  taskId,
  existing,
  locale,
  nowMs,
  onRated,
}: {
  taskId: string;
  existing: ShownRating | undefined;
  locale: Locale;
  nowMs: number;
  /** Told the round the server recorded and what was sent, once rateTask has succeeded. */
  onRated: (round: number, rating: ShownRating) => void;
}) {
  const { t, i18n } = useLingui();
  const [stars, setStars] = useState(existing?.stars ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [quoteMe, setQuoteMe] = useState(existing?.quote != null);
  const [firstName, setFirstName] = useState(existing?.quote?.firstName ?? '');
  const [initial, setInitial] = useState(existing?.quote?.initial ?? '');
  const [city, setCity] = useState(existing?.quote?.city ?? '');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const locked = existing !== undefined && nowMs - (toMillis(existing.createdAt) ?? nowMs) > RATING_EDIT_DAYS * DAY;

  if (locked && existing) {
    return (
      <p data-testid="rating-locked">
        <Trans>You rated this delivery {existing.stars} out of 5. Thank you!</Trans>
      </p>
    );
  }

  const submit = async () => {
    if (stars < 1) {
      setErrors({ stars: 'rating_stars_required' });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const quote = quoteMe ? { firstName, initial, city } : null;
      const saved = await rateTask({ taskId, stars, comment, locale, quote });
      toast.success(t`Thank you for your rating.`);
      onRated(saved.round, { stars, comment, quote, createdAt: existing?.createdAt ?? new Date() });
    } catch (err) {
      const e = callableError(err);
      if (Object.keys(e.fields).length > 0) setErrors(e.fields);
      else toast.error(t`Could not save your rating. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  const err = (field: string) =>
    errors[field] ? (
      <p className="help is-danger" role="alert">
        {i18n._(validationMessage(errors[field]))}
      </p>
    ) : null;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      data-testid="rate-delivery"
    >
      <fieldset className="field">
        <legend className="label">
          <Trans>Your rating</Trans>
        </legend>
        <div className="buttons has-addons">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={`button ${stars >= n ? 'is-warning' : ''}`} data-testid={`rating-star-${n}`}>
              <input
                type="radio"
                name="stars"
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className="is-sr-only"
              />
              <span aria-hidden="true">★</span>
              <span className="is-sr-only">{t`${n} out of 5`}</span>
            </label>
          ))}
        </div>
        {err('stars')}
      </fieldset>
      <div className="field">
        <label className="label" htmlFor={`rating-comment-${taskId}`}>
          <Trans>Comment (optional)</Trans>
        </label>
        <textarea
          id={`rating-comment-${taskId}`}
          className="textarea"
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          data-testid="rating-comment"
        />
        {err('comment')}
      </div>
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={quoteMe}
            onChange={() => setQuoteMe((v) => !v)}
            data-testid="rating-quote-me"
          />{' '}
          <Trans>You may quote me on Tasklane’s website</Trans>
        </label>
      </div>
      {quoteMe && (
        <div className="columns">
          <div className="column">
            <label className="label is-small" htmlFor={`rating-first-${taskId}`}>
              <Trans>First name</Trans>
            </label>
            <input
              id={`rating-first-${taskId}`}
              className="input is-small"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              data-testid="rating-first-name"
            />
            {err('quote.firstName')}
          </div>
          <div className="column is-narrow">
            <label className="label is-small" htmlFor={`rating-initial-${taskId}`}>
              <Trans>Initial of your last name</Trans>
            </label>
            <input
              id={`rating-initial-${taskId}`}
              className="input is-small"
              maxLength={2}
              style={{ width: '4rem' }}
              value={initial}
              onChange={(e) => setInitial(e.target.value)}
              data-testid="rating-initial"
            />
            {err('quote.initial')}
          </div>
          <div className="column">
            <label className="label is-small" htmlFor={`rating-city-${taskId}`}>
              <Trans>City</Trans>
            </label>
            <input
              id={`rating-city-${taskId}`}
              className="input is-small"
              value={city}
              onChange={(e) => setCity(e.target.value)}
              data-testid="rating-city"
            />
            {err('quote.city')}
          </div>
        </div>
      )}
      <button
        type="submit"
        className={`button is-primary ${busy ? 'is-loading' : ''}`}
        disabled={busy}
        aria-busy={busy}
        data-testid="rating-submit"
      >
        {existing ? <Trans>Update my rating</Trans> : <Trans>Send my rating</Trans>}
      </button>
      {existing && (
        <p className="help">
          <Trans>You can change your rating for 7 days after you first give it.</Trans>
        </p>
      )}
    </form>
  );
}

/**
 * After a delivery, the customer rates it: one rating per delivery round. The rating is listened
 * to only for a delivered task, and once `listening` (after the task page's first paint).
 */
export function RateDelivery({
  taskId,
  task,
  locale,
  nowMs,
  listening = true,
}: {
  taskId: string;
  task: Task;
  locale: Locale;
  nowMs: number;
  listening?: boolean;
}) {
  const round = task.history.filter((h) => h.to === 'delivered').length;
  const rating = useMyRating(taskId, round, listening && task.status === 'delivered' && round > 0);
  // The rating this screen's own call recorded. The server's answer is enough to show it: the
  // Firestore emulator can deliver a global snapshot newer than a just-created document before the
  // document itself, and the SDK then keeps a single-document listener on "absent" until the
  // document changes again, so waiting on the listener alone could leave the form on "Send".
  const [sent, setSent] = useState<{ round: number; rating: ShownRating } | null>(null);
  if (task.status !== 'delivered' || round === 0) return null;
  const existing = rating.data ?? (sent?.round === round ? sent.rating : undefined);
  return (
    <div className="box" data-testid="rating-box">
      <h2 className="title is-6">
        <Trans>How did we do?</Trans>
      </h2>
      {rating.status === 'loading' ? (
        <progress className="progress is-small" aria-label={'…'} />
      ) : rating.status === 'error' ? (
        <p className="has-text-danger-dark" role="alert">
          <Trans>Could not load your rating.</Trans>
        </p>
      ) : (
        // Keyed by round, so the form starts fresh for each new delivery.
        <RateDeliveryForm
          key={`${round}-${existing ? 'has' : 'none'}`}
          taskId={taskId}
          existing={existing}
          locale={locale}
          nowMs={nowMs}
          onRated={(savedRound, given) => setSent({ round: savedRound, rating: given })}
        />
      )}
    </div>
  );
}
