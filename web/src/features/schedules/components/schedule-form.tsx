import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  localDateOf,
  nextOccurrences,
  priceOf,
  type PublicSettings,
  type ScheduleTemplate,
  type ScheduleTiming,
} from '@tasklane/domain';
import { useMemo, useState } from 'react';
import { codeError } from '../../../components/fields/field';
import { callableError } from '../../../lib/callable';
import { occurrenceTime } from './rhythm-text';
import { TemplateFields } from './template-fields';
import { TimingFields } from './timing-fields';

export interface ScheduleValues {
  template: ScheduleTemplate;
  timing: ScheduleTiming;
}

/** A new schedule's starting values: a weekly Monday at 9:00, from tomorrow. */
export function emptySchedule(nowMs: number): ScheduleValues {
  return {
    template: {
      title: '',
      category: 'marketing_content',
      tier: 'standard',
      brief: '',
      sourceText: '',
      deliverableType: 'text',
      language: 'en',
    },
    timing: {
      rhythm: { kind: 'weekly', weekdays: [1] },
      time: '09:00',
      startDate: localDateOf(nowMs + 86_400_000),
      end: { kind: 'never' },
    },
  };
}

/**
 * The schedule form: the task form's fields, the rhythm, and a preview of the next 5 dates with
 * the price of each, computed here with the server's own calculator (the server recomputes them).
 */
export function ScheduleForm({
  initial,
  settings,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: ScheduleValues;
  settings: PublicSettings;
  submitLabel: string;
  onSubmit: (values: ScheduleValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  // The server's field errors (path → validation code), as each field shows them.
  const errorOf = (f: string) => codeError(fields[f]);
  const { template, timing } = values;
  const price = priceOf(template.category, template.tier, settings, { bilingual: template.bilingual }).credits;
  // No schema here (it would bring zod and the task schemas into this screen): a half-filled rhythm
  // simply has no dates yet, and the server checks the whole input.
  const preview = useMemo(() => {
    try {
      return nextOccurrences(timing, { afterMs: Date.now(), limit: 5 }).filter((o) => Number.isFinite(o.runAtMs));
    } catch {
      return [];
    }
  }, [timing]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFields({});
    setFailed(false);
    try {
      await onSubmit(values);
    } catch (err) {
      const failure = callableError(err);
      if (Object.keys(failure.fields).length > 0) setFields(failure.fields);
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="box" data-testid="schedule-form" noValidate>
      <TemplateFields value={template} onChange={(v) => setValues({ ...values, template: v })} errorOf={errorOf} />
      <TimingFields value={timing} onChange={(v) => setValues({ ...values, timing: v })} errorOf={errorOf} />
      <div className="notification is-light" data-testid="schedule-preview">
        <p className="has-text-weight-semibold">
          <Trans>Next dates</Trans> · <Plural value={price} one="# credit each" other="# credits each" />
        </p>
        {preview.length === 0 ? (
          <p>
            <Trans>No date falls in this rhythm. Check the days, the start and the end.</Trans>
          </p>
        ) : (
          <ul>
            {preview.map((o) => (
              <li key={o.localDate}>{occurrenceTime(o.runAtMs, i18n.locale)}</li>
            ))}
          </ul>
        )}
      </div>
      {Object.keys(fields).length > 0 ? (
        <div className="notification is-danger is-light" role="alert" data-testid="schedule-form-invalid">
          <Trans>Some fields need a fix: the title, a brief of at least 20 characters, the days and the dates.</Trans>
        </div>
      ) : null}
      {failed ? (
        <div className="notification is-danger is-light" role="alert">
          <Trans>The schedule could not be saved. Please try again.</Trans>
        </div>
      ) : null}
      <div className="buttons">
        <button
          type="submit"
          className={`button is-primary ${busy ? 'is-loading' : ''}`}
          disabled={busy}
          data-testid="schedule-save"
        >
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t`Cancel`}
          </button>
        ) : null}
      </div>
    </form>
  );
}
