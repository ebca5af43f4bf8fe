import { Trans } from '@lingui/react/macro';
import { countdown } from '@tasklane/domain';

/** "Due in {h}h {m}m", or the overdue label once the due time has passed (spec section 4). */
export function DueCountdown({ dueAtMs, nowMs }: { dueAtMs: number | null; nowMs: number }) {
  if (dueAtMs === null) return <span className="has-text-grey">—</span>;
  const c = countdown(dueAtMs, nowMs);
  if (c.overdue) {
    return (
      <span className="tag is-danger" data-testid="overdue">
        <Trans>Overdue</Trans>
      </span>
    );
  }
  const { hours, minutes } = c;
  return (
    <span>
      <Trans>
        Due in {hours}h {minutes}m
      </Trans>
    </span>
  );
}
