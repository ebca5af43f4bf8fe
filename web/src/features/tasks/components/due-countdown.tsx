import { Trans } from '@lingui/react/macro';
import { countdown } from '@tasklane/domain';
import { useNow } from '../utils/use-now';

/** 'Due in {h}h {m}m', then an overdue label once the due time has passed. */
export function DueCountdown({ dueAtMs }: { dueAtMs: number }) {
  const now = useNow();
  const c = countdown(dueAtMs, now);
  if (c.overdue) {
    return (
      <span className="has-text-danger-dark has-text-weight-semibold" data-testid="due-countdown" data-overdue="true">
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
