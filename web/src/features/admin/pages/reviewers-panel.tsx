import { Trans, useLingui } from '@lingui/react/macro';
import {
  CATEGORIES,
  LOCALES,
  REVIEWER_MAX_AT_ONCE,
  type Category,
  type Locale,
  type ReviewerProfile,
  type WithId,
} from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { PageLoader } from '../../../components/page-loader';
import { callableError } from '../../../lib/callable';
import { categoryLabels } from '../../../lib/labels';
import { validationMessage } from '../../../lib/validation-messages';
import { updateReviewerProfile, useReviewerProfiles } from '../api/reviewers-api';
import { TextField } from '../../../components/fields/controls';
import { FieldSet } from '../../../components/fields/field';

type Row = WithId<ReviewerProfile>;

const toggle = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

/** One reviewer's skills as a small form: languages, categories, maximum at once, away. */
function ReviewerRow({ row }: { row: Row }) {
  const { t, i18n } = useLingui();
  const [languages, setLanguages] = useState<Locale[]>(row.languages);
  const [categories, setCategories] = useState<Category[]>(row.categories);
  const [maxActive, setMaxActive] = useState(row.maxActive);
  const [away, setAway] = useState(row.away);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const langName: Record<Locale, string> = { en: t`English`, fr: t`French` };

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await updateReviewerProfile({ uid: row.id, skills: { languages, categories, maxActive, away } });
      toast.success(t`Reviewer saved.`);
    } catch (err) {
      const fields = callableError(err).fields;
      const code = Object.values(fields)[0];
      if (code) setError(i18n._(validationMessage(code)));
      else toast.error(t`Could not save this reviewer. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="box" data-testid="reviewer-row" data-uid={row.id}>
      <legend className="has-text-weight-semibold">{row.name}</legend>
      <div className="columns is-multiline">
        <div className="column is-narrow">
          <FieldSet legend={<Trans>Languages</Trans>} className="mb-0" labelClassName="is-small">
            {LOCALES.map((l) => (
              <label key={l} className="checkbox mr-3">
                <input
                  type="checkbox"
                  checked={languages.includes(l)}
                  onChange={() => setLanguages((v) => toggle(v, l))}
                  data-testid={`reviewer-lang-${l}`}
                />{' '}
                {langName[l]}
              </label>
            ))}
          </FieldSet>
        </div>
        <div className="column">
          <FieldSet legend={<Trans>Categories</Trans>} className="mb-0" labelClassName="is-small">
            {CATEGORIES.map((c) => (
              <label key={c} className="checkbox mr-3">
                <input
                  type="checkbox"
                  checked={categories.includes(c)}
                  onChange={() => setCategories((v) => toggle(v, c))}
                  data-testid={`reviewer-cat-${c}`}
                />{' '}
                {i18n._(categoryLabels[c])}
              </label>
            ))}
          </FieldSet>
        </div>
        <div className="column is-narrow">
          <TextField
            id={`max-${row.id}`}
            label={<Trans>Most tasks at once</Trans>}
            labelClassName="is-small"
            inputClassName="is-small"
            type="number"
            min={1}
            max={REVIEWER_MAX_AT_ONCE}
            value={maxActive}
            onChange={(e) => setMaxActive(Number(e.target.value))}
            style={{ width: '6rem' }}
            data-testid="reviewer-max"
          />
        </div>
        <div className="column is-narrow">
          <label className="checkbox">
            <input type="checkbox" checked={away} onChange={() => setAway((v) => !v)} data-testid="reviewer-away" />{' '}
            <Trans>Away</Trans>
          </label>
        </div>
      </div>
      {error && (
        <p className="help is-danger mb-2" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className={`button is-small is-primary ${busy ? 'is-loading' : ''}`}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void save()}
        data-testid="reviewer-save"
      >
        <Trans>Save</Trans>
      </button>
    </fieldset>
  );
}

/** /admin/reviewers: every active reviewer's skills and availability, editable by admins. */
export default function ReviewersPanel() {
  const { status, data } = useReviewerProfiles();
  if (status === 'loading') return <PageLoader />;
  if (status === 'error') {
    return (
      <div className="notification is-danger is-light" role="alert">
        <Trans>Could not load the reviewers.</Trans>
      </div>
    );
  }
  const active = data.filter((r) => r.active);
  if (active.length === 0) {
    return (
      <p className="has-text-grey-dark" data-testid="reviewers-empty">
        <Trans>No reviewers yet. Make someone a reviewer from the Users tab.</Trans>
      </p>
    );
  }
  return (
    <div data-testid="reviewers-panel">
      {active.map((r) => (
        <ReviewerRow key={r.id} row={r} />
      ))}
    </div>
  );
}
