import { Trans, useLingui } from '@lingui/react/macro';
import type { ScheduleEnd, ScheduleRhythm, ScheduleTiming } from '@tasklane/domain';
import { weekdayName } from './rhythm-text';

const DAYS = [1, 2, 3, 4, 5, 6, 7];

function rhythmOf(kind: ScheduleRhythm['kind'], prev: ScheduleRhythm): ScheduleRhythm {
  const weekdays = 'weekdays' in prev ? prev.weekdays : [1];
  if (kind === 'weekly' || kind === 'every_2_weeks') return { kind, weekdays };
  if (kind === 'monthly_day') return { kind, day: 1 };
  return { kind, nth: 1, weekday: 1 };
}

/** When a schedule runs: weekly on chosen days, every 2 weeks, or monthly; a time; a start; an optional end. */
export function TimingFields({
  value,
  onChange,
  invalid,
}: {
  value: ScheduleTiming;
  onChange: (next: ScheduleTiming) => void;
  invalid: (field: string) => boolean;
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
  return (
    <>
      <div className="columns">
        <div className="column field">
          <label className="label" htmlFor="schedule-rhythm">
            <Trans>Repeats</Trans>
          </label>
          <div className="select is-fullwidth">
            <select
              id="schedule-rhythm"
              value={r.kind}
              onChange={(e) => setRhythm(rhythmOf(e.target.value as ScheduleRhythm['kind'], r))}
              data-testid="schedule-rhythm"
            >
              <option value="weekly">{t`Every week`}</option>
              <option value="every_2_weeks">{t`Every 2 weeks`}</option>
              <option value="monthly_day">{t`Every month, on a day of the month`}</option>
              <option value="monthly_weekday">{t`Every month, on a weekday (such as the first Monday)`}</option>
            </select>
          </div>
        </div>
        <div className="column field">
          <label className="label" htmlFor="schedule-time">
            <Trans>Time (Toronto time)</Trans>
          </label>
          <input
            id="schedule-time"
            type="time"
            className={`input ${invalid('timing.time') ? 'is-danger' : ''}`}
            value={value.time}
            onChange={(e) => onChange({ ...value, time: e.target.value })}
            data-testid="schedule-time"
          />
        </div>
      </div>
      {r.kind === 'weekly' || r.kind === 'every_2_weeks' ? (
        <fieldset className="field">
          <legend className="label">
            <Trans>On</Trans>
          </legend>
          <div className="buttons">
            {DAYS.map((d) => (
              <label key={d} className="checkbox mr-3">
                <input
                  type="checkbox"
                  checked={r.weekdays.includes(d)}
                  onChange={() => toggleDay(d)}
                  data-testid={`schedule-day-${d}`}
                />{' '}
                {weekdayName(d, i18n.locale)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : r.kind === 'monthly_day' ? (
        <div className="field">
          <label className="label" htmlFor="schedule-day">
            <Trans>Day of the month (29–31 fall on a shorter month’s last day)</Trans>
          </label>
          <input
            id="schedule-day"
            type="number"
            min={1}
            max={31}
            className="input"
            value={r.day}
            onChange={(e) => setRhythm({ ...r, day: Number(e.target.value) })}
          />
        </div>
      ) : (
        <div className="columns">
          <div className="column field">
            <label className="label" htmlFor="schedule-nth">
              <Trans>Which</Trans>
            </label>
            <div className="select is-fullwidth">
              <select
                id="schedule-nth"
                value={r.nth}
                onChange={(e) => setRhythm({ ...r, nth: Number(e.target.value) })}
              >
                <option value={1}>{t`First`}</option>
                <option value={2}>{t`Second`}</option>
                <option value={3}>{t`Third`}</option>
                <option value={4}>{t`Fourth`}</option>
              </select>
            </div>
          </div>
          <div className="column field">
            <label className="label" htmlFor="schedule-weekday">
              <Trans>Weekday</Trans>
            </label>
            <div className="select is-fullwidth">
              <select
                id="schedule-weekday"
                value={r.weekday}
                onChange={(e) => setRhythm({ ...r, weekday: Number(e.target.value) })}
              >
                {DAYS.map((d) => (
                  <option key={d} value={d}>
                    {weekdayName(d, i18n.locale)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
      )}
      <div className="columns">
        <div className="column field">
          <label className="label" htmlFor="schedule-start">
            <Trans>Starts on</Trans>
          </label>
          <input
            id="schedule-start"
            type="date"
            className={`input ${invalid('timing.startDate') ? 'is-danger' : ''}`}
            value={value.startDate}
            onChange={(e) => onChange({ ...value, startDate: e.target.value })}
            data-testid="schedule-start"
          />
        </div>
        <div className="column field">
          <label className="label" htmlFor="schedule-end">
            <Trans>Ends</Trans>
          </label>
          <div className="select is-fullwidth">
            <select
              id="schedule-end"
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
            </select>
          </div>
        </div>
        {value.end.kind === 'until' ? (
          <div className="column field">
            <label className="label" htmlFor="schedule-until">
              <Trans>Last date</Trans>
            </label>
            <input
              id="schedule-until"
              type="date"
              className={`input ${invalid('timing.end.date') ? 'is-danger' : ''}`}
              value={value.end.date}
              onChange={(e) => setEnd({ kind: 'until', date: e.target.value })}
            />
          </div>
        ) : value.end.kind === 'count' ? (
          <div className="column field">
            <label className="label" htmlFor="schedule-count">
              <Trans>Times</Trans>
            </label>
            <input
              id="schedule-count"
              type="number"
              min={1}
              max={520}
              className="input"
              value={value.end.count}
              onChange={(e) => setEnd({ kind: 'count', count: Number(e.target.value) })}
            />
          </div>
        ) : null}
      </div>
    </>
  );
}
