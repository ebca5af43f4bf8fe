import type { Tier } from './constants.js';
import { LIMITS } from './constants.js';
import type { PublicSettings as Settings } from './settings.js';

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
