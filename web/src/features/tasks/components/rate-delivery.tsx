import { Trans, useLingui } from '@lingui/react/macro';
import { RATING_EDIT_DAYS, toMillis, type Locale, type Rating, type Task } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { callableError } from '../../../lib/callable';
import { CheckboxField, TextAreaField, TextField } from '../../../components/fields/controls';
import { codeError, FieldSet } from '../../../components/fields/field';
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
  const { t } = useLingui();
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
  const err = (field: string) => codeError(errors[field]);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      data-testid="rate-delivery"
    >
      <FieldSet legend={<Trans>Your rating</Trans>} error={err('stars')} errorId={`rating-stars-${taskId}-error`} alert>
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
      </FieldSet>
      <TextAreaField
        id={`rating-comment-${taskId}`}
        label={<Trans>Comment (optional)</Trans>}
        error={err('comment')}
        alert
        rows={3}
        maxLength={1000}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        data-testid="rating-comment"
      />
      <CheckboxField
        id={`rating-quote-me-${taskId}`}
        label={<Trans>You may quote me on Tasklane’s website</Trans>}
        checked={quoteMe}
        onChange={() => setQuoteMe((v) => !v)}
        data-testid="rating-quote-me"
      />
      {quoteMe && (
        <div className="columns">
          <div className="column">
            <TextField
              id={`rating-first-${taskId}`}
              label={<Trans>First name</Trans>}
              labelClassName="is-small"
              inputClassName="is-small"
              error={err('quote.firstName')}
              alert
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              data-testid="rating-first-name"
            />
          </div>
          <div className="column is-narrow">
            <TextField
              id={`rating-initial-${taskId}`}
              label={<Trans>Initial of your last name</Trans>}
              labelClassName="is-small"
              inputClassName="is-small"
              error={err('quote.initial')}
              alert
              maxLength={2}
              style={{ width: '4rem' }}
              value={initial}
              onChange={(e) => setInitial(e.target.value)}
              data-testid="rating-initial"
            />
          </div>
          <div className="column">
            <TextField
              id={`rating-city-${taskId}`}
              label={<Trans>City</Trans>}
              labelClassName="is-small"
              inputClassName="is-small"
              error={err('quote.city')}
              alert
              value={city}
              onChange={(e) => setCity(e.target.value)}
              data-testid="rating-city"
            />
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
