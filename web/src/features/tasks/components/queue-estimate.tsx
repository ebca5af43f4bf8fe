import { Trans, useLingui } from '@lingui/react/macro';
import { estimateSchedule, type Tier } from '@tasklane/domain';
import { formatDateTime } from '../../../lib/format';
import type { QueueSnapshot, QueueSnapshotState } from '../api/use-queue-snapshot';

/** The estimated start and delivery of a new task of this tier, from the queue's counts. */
export function tierEstimate(queue: QueueSnapshot, tier: Tier, nowMs: number) {
  return estimateSchedule({
    tasksAhead: queue.tasksAhead[tier] ?? 0,
    capacity: queue.capacity,
    occupied: queue.occupied,
    tierHours: queue.tierHours[tier] ?? 24,
    nowMs,
  });
}

/** How the estimates are made: the queue's capacity and what is in progress. */
function EstimateNote({ capacity, occupied }: { capacity: number; occupied: number }) {
  return (
    <Trans>
      These are estimates from the current queue: {capacity} tasks are worked on at once, and {occupied} are in progress
      now. The promised hours start when your task leaves the queue.
    </Trans>
  );
}

export function TierEstimate({ queue, tier }: { queue: QueueSnapshotState; tier: Tier }) {
  const { i18n } = useLingui();
  if (queue.status === 'loading') {
    // The answer's room is kept under the loading line (an answer of the usual length, unseen),
    // so the form below does not move down when the estimates arrive and take two lines on a phone.
    const delivery = formatDateTime(Date.now() + 24 * 3_600_000, i18n.locale);
    return (
      <span className="help mt-0 estimate-slot" aria-busy="true">
        <span>
          <Trans>Estimating the start and delivery…</Trans>
        </span>
        <span className="estimate-room" aria-hidden="true">
          <Trans>Estimated start: right away · estimated delivery: {delivery}</Trans>
        </span>
      </span>
    );
  }
  if (queue.status === 'error') return null;
  const e = tierEstimate(queue.data, tier, Date.now());
  const start = formatDateTime(e.startMs, i18n.locale);
  const delivery = formatDateTime(e.deliveryMs, i18n.locale);
  const position = e.position;
  return (
    <span className="help mt-0" data-testid={`estimate-${tier}`}>
      {position === 0 ? (
        <Trans>Estimated start: right away · estimated delivery: {delivery}</Trans>
      ) : (
        <Trans>
          Estimated start: {start} (#{position} in the queue) · estimated delivery: {delivery}
        </Trans>
      )}
    </span>
  );
}

/** Under the tiers: how the estimates are made, or why there are none. */
export function QueueEstimateNote({ queue }: { queue: QueueSnapshotState }) {
  return queue.status === 'success' ? (
    <p className="help" data-testid="estimate-note">
      <EstimateNote capacity={queue.data.capacity} occupied={queue.data.occupied} />
    </p>
  ) : queue.status === 'loading' ? (
    // The note's room is kept while the queue's counts load (the same sentence, unseen), so
    // the brief below does not jump down when they arrive (a layout shift on every phone).
    <p className="help" aria-hidden="true" style={{ visibility: 'hidden' }}>
      <EstimateNote capacity={10} occupied={10} />
    </p>
  ) : queue.status === 'error' ? (
    <p className="help" data-testid="estimate-note">
      <Trans>
        The queue estimate is unavailable right now. The promised hours start when your task leaves the queue.
      </Trans>
    </p>
  ) : null;
}
