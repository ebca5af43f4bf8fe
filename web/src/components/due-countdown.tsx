import { Trans } from '@lingui/react/macro';
import { countdown } from '@tasklane/domain';

/**
 * 'Due in {h}h {m}m', then an overdue label once the due time has passed. The caller passes the
 * current time (from `useNow`), so a list of rows shares one clock and tests can fix it.
 */
export function DueCountdown({ dueAtMs, nowMs }: { dueAtMs: number | null; nowMs: number }) {
  if (dueAtMs === null) return <span className="has-text-grey">—</span>;
  const c = countdown(dueAtMs, nowMs);
  if (c.overdue) {
    return (
      <span className="tag is-danger" data-testid="due-countdown" data-overdue="true">
        <Trans>Overdue</Trans>
      </span>
    );
  }
  const h = c.hours;
  const m = c.minutes;
  return (
    <span data-testid="due-countdown">
      <Trans>
        Due in {h}h {m}m
      </Trans>
    </span>
  );
}
