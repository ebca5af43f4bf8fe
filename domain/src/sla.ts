import type { Tier } from './constants.js';
import { LIMITS } from './constants.js';
import type { PublicSettings as Settings } from './settings/schema.js';

const HOUR = 3_600_000;

/**
 * The due time starts when the task leaves the queue (activation), plus the tier's hours.
 * Time spent waiting on the customer (pausedMs) pushes it back.
 */
export function dueAt(activatedAtMs: number, tier: Tier, settings: Settings, pausedMs = 0): number {
  return activatedAtMs + settings.tiers[tier].hours * HOUR + pausedMs;
}

/** Queue order key: earliest deadline first, as if the task had started at submission. */
export function queueKey(submittedAtMs: number, tier: Tier, settings: Settings): number {
  return submittedAtMs + settings.tiers[tier].hours * HOUR;
}

/** The moment the 80% SLA warning is due. */
export function slaWarningAt(activatedAtMs: number, dueAtMs: number): number {
  return activatedAtMs + (dueAtMs - activatedAtMs) * LIMITS.slaWarningFraction;
}

export interface Countdown {
  overdue: boolean;
  hours: number;
  minutes: number;
}

/** "Due in {h}h {m}m", or overdue once the due time has passed. */
export function countdown(dueAtMs: number, nowMs: number): Countdown {
  const remaining = dueAtMs - nowMs;
  if (remaining <= 0) return { overdue: true, hours: 0, minutes: 0 };
  const totalMinutes = Math.floor(remaining / 60_000);
  return { overdue: false, hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

export interface ScheduleEstimate {
  /** The position the task would take in the queue (1 = next); 0 when it starts at once. */
  position: number;
  startMs: number;
  deliveryMs: number;
}

/**
 * When a task would start and be delivered, shown (labelled an estimate) before the customer pays
 * and repeated once the task is queued. Fed only by counts, so it works whether queue positions
 * are stored or counted: `tasksAhead` queued tasks would be served first, `occupied` of the
 * `capacity` production slots are busy. Model: a free slot starts the task now; otherwise a slot
 * frees about every (tier hours ÷ capacity), and the task waits for its turn. The promised hours
 * start when it leaves the queue, so delivery is the start plus the tier's hours.
 */
export function estimateSchedule(input: {
  tasksAhead: number;
  capacity: number;
  occupied: number;
  tierHours: number;
  nowMs: number;
}): ScheduleEstimate {
  const capacity = Math.max(1, Math.floor(input.capacity));
  const ahead = Math.max(0, Math.floor(input.tasksAhead));
  const free = Math.max(0, capacity - Math.max(0, Math.floor(input.occupied)));
  const tierMs = input.tierHours * HOUR;
  const waits = Math.max(0, ahead + 1 - free);
  const startMs = input.nowMs + waits * (tierMs / capacity);
  return { position: waits === 0 ? 0 : ahead + 1, startMs, deliveryMs: startMs + tierMs };
}
