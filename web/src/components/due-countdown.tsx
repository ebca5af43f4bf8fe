import { Trans } from '@lingui/react/macro';
import { countdown } from '@tasklane/domain';
import { useNow } from '../hooks/use-now';

/**
 * 'Due in {h}h {m}m', then an overdue label once the due time has passed. It keeps its own
 * clock, started when it appears; a list may pass one shared `nowMs` for all its rows instead.
 */
export function DueCountdown({ dueAtMs, nowMs }: { dueAtMs: number | null; nowMs?: number }) {
  const ownNow = useNow();
  if (dueAtMs === null) return <span className="has-text-grey">—</span>;
  const c = countdown(dueAtMs, nowMs ?? ownNow);
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
