import { useLingui } from '@lingui/react/macro';
import type { ScheduleEnd, ScheduleRhythm, ScheduleTiming } from '@tasklane/domain';
import { CheckboxField, SelectField, TextField } from '../../../components/fields/controls';
import { FieldSet, type FieldErrorLike } from '../../../components/fields/field';
import { weekdayName } from './rhythm-text';

const DAYS = [1, 2, 3, 4, 5, 6, 7];

function rhythmOf(kind: ScheduleRhythm['kind'], prev: ScheduleRhythm): ScheduleRhythm {
  const weekdays = 'weekdays' in prev ? prev.weekdays : [1];
  if (kind === 'weekly' || kind === 'every_2_weeks') return { kind, weekdays };
  if (kind === 'monthly_day') return { kind, day: 1 };
  return { kind, nth: 1, weekday: 1 };
}

/**
 * When a schedule runs: weekly on chosen days, every 2 weeks, or monthly; a time; a start; an
 * optional end. Through the shared field components.
 */
export function TimingFields({
  value,
  onChange,
  errorOf,
}: {
  value: ScheduleTiming;
  onChange: (next: ScheduleTiming) => void;
  /** A field's error, by its path under `timing.`. */
  errorOf: (field: string) => FieldErrorLike;
}) {
  const { t, i18n } = useLingui();
  const r = value.rhythm;
  const setRhythm = (rhythm: ScheduleRhythm) => onChange({ ...value, rhythm });
  const setEnd = (end: ScheduleEnd) => onChange({ ...value, end });
  const toggleDay = (d: number) => {
    if (r.kind !== 'weekly' && r.kind !== 'every_2_weeks') return;
    const weekdays = r.weekdays.includes(d) ? r.weekdays.filter((x) => x !== d) : [...r.weekdays, d].sort();
    setRhythm({ ...r, weekdays });
  };
  const err = (field: string) => errorOf(`timing.${field}`);
  return (
    <>
      <div className="columns">
        <div className="column">
          <SelectField
            id="schedule-rhythm"
            label={t`Repeats`}
            error={err('rhythm.kind')}
            value={r.kind}
            onChange={(e) => setRhythm(rhythmOf(e.target.value as ScheduleRhythm['kind'], r))}
            data-testid="schedule-rhythm"
          >
            <option value="weekly">{t`Every week`}</option>
            <option value="every_2_weeks">{t`Every 2 weeks`}</option>
            <option value="monthly_day">{t`Every month, on a day of the month`}</option>
            <option value="monthly_weekday">{t`Every month, on a weekday (such as the first Monday)`}</option>
          </SelectField>
        </div>
        <div className="column">
          <TextField
            id="schedule-time"
            type="time"
            label={t`Time (Toronto time)`}
            error={err('time')}
            value={value.time}
            onChange={(e) => onChange({ ...value, time: e.target.value })}
            data-testid="schedule-time"
          />
        </div>
      </div>
      {r.kind === 'weekly' || r.kind === 'every_2_weeks' ? (
        <FieldSet legend={t`On`} error={err('rhythm.weekdays')} errorId="schedule-days-error">
          <div className="buttons">
            {DAYS.map((d) => (
              <CheckboxField
                key={d}
                id={`schedule-day-${d}`}
                className="mr-3 mb-0"
                label={weekdayName(d, i18n.locale)}
                checked={r.weekdays.includes(d)}
                onChange={() => toggleDay(d)}
                data-testid={`schedule-day-${d}`}
              />
            ))}
          </div>
        </FieldSet>
      ) : r.kind === 'monthly_day' ? (
        <TextField
          id="schedule-day"
          type="number"
          min={1}
          max={31}
          label={t`Day of the month (29–31 fall on a shorter month’s last day)`}
          error={err('rhythm.day')}
          value={r.day}
          onChange={(e) => setRhythm({ ...r, day: Number(e.target.value) })}
        />
      ) : (
        <div className="columns">
          <div className="column">
            <SelectField
              id="schedule-nth"
              label={t`Which`}
              error={err('rhythm.nth')}
              value={r.nth}
              onChange={(e) => setRhythm({ ...r, nth: Number(e.target.value) })}
            >
              <option value={1}>{t`First`}</option>
              <option value={2}>{t`Second`}</option>
              <option value={3}>{t`Third`}</option>
              <option value={4}>{t`Fourth`}</option>
            </SelectField>
          </div>
          <div className="column">
            <SelectField
              id="schedule-weekday"
              label={t`Weekday`}
              error={err('rhythm.weekday')}
              value={r.weekday}
              onChange={(e) => setRhythm({ ...r, weekday: Number(e.target.value) })}
            >
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {weekdayName(d, i18n.locale)}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
      )}
      <div className="columns">
        <div className="column">
          <TextField
            id="schedule-start"
            type="date"
            label={t`Starts on`}
            error={err('startDate')}
            value={value.startDate}
            onChange={(e) => onChange({ ...value, startDate: e.target.value })}
            data-testid="schedule-start"
          />
        </div>
        <div className="column">
          <SelectField
            id="schedule-end"
            label={t`Ends`}
            error={err('end.kind')}
            value={value.end.kind}
            onChange={(e) => {
              const kind = e.target.value;
              setEnd(
                kind === 'until'
                  ? { kind, date: value.startDate }
                  : kind === 'count'
                    ? { kind, count: 10 }
                    : { kind: 'never' },
              );
            }}
          >
            <option value="never">{t`Never`}</option>
            <option value="until">{t`On a date`}</option>
            <option value="count">{t`After a number of times`}</option>
          </SelectField>
        </div>
        {value.end.kind === 'until' ? (
          <div className="column">
            <TextField
              id="schedule-until"
              type="date"
              label={t`Last date`}
              error={err('end.date')}
              value={value.end.date}
              onChange={(e) => setEnd({ kind: 'until', date: e.target.value })}
            />
          </div>
        ) : value.end.kind === 'count' ? (
          <div className="column">
            <TextField
              id="schedule-count"
              type="number"
              min={1}
              max={520}
              label={t`Times`}
              error={err('end.count')}
              value={value.end.count}
              onChange={(e) => setEnd({ kind: 'count', count: Number(e.target.value) })}
            />
          </div>
        ) : null}
      </div>
    </>
  );
}
