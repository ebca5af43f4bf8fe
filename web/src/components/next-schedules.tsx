import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { TIME_ZONE, dateTimeFormat } from '@tasklane/domain';
import { paths } from '../config/paths';
import { intlLocale } from '../lib/i18n';
import { useNextSchedules } from '../lib/data/next-schedules';
import { afterNextPaint } from '../lib/when-idle';

/** How many of the account's next occurrences the dashboard shows. */
const SHOWN = 3;

const when = (ms: number, locale: string) =>
  dateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(ms);

/**
 * The dashboard's next recurring tasks: a bounded listener (the 3 soonest running schedules),
 * started only after the dashboard's first paint, so it never delays the balance and the tasks.
 * Shows nothing for an account without schedules.
 */
export function NextSchedules({ accountId }: { accountId: string }) {
  const { i18n } = useLingui();
  const [started, setStarted] = useState(false);
  useEffect(() => afterNextPaint(() => setStarted(true)), []);
  const next = useNextSchedules(accountId, started, SHOWN);
  if (next.status === 'loading') return null;
  if (next.status === 'error')
    return (
      <p className="is-size-7 has-text-danger" role="alert">
        <Trans>Your recurring tasks could not be loaded.</Trans>
      </p>
    );
  if (next.data.length === 0) return null;
  return (
    <div className="box" data-testid="dashboard-schedules">
      <p className="heading">
        <Trans>Next recurring tasks</Trans>
      </p>
      <ul>
        {next.data.map((s) => {
          const at = s.upcoming[0]?.runAtMs;
          return (
            <li key={s.id} className="mb-1">
              {s.template.title}
              {at ? <span className="is-size-7 has-text-grey-dark"> · {when(at, i18n.locale)}</span> : null}{' '}
              <span className="is-size-7">
                (<Plural value={s.priceCredits} one="# credit" other="# credits" />)
              </span>
            </li>
          );
        })}
      </ul>
      <Link to={paths.schedules.getHref()}>
        <Trans>See my recurring tasks</Trans>
      </Link>
    </div>
  );
}
