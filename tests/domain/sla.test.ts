import { DEFAULT_SETTINGS, countdown, dueAt, queueKey, slaWarningAt } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const H = 3_600_000;
const t0 = Date.UTC(2026, 10, 22, 14, 0);

describe('SLA', () => {
  it('is due the tier hours after activation: 24, 18, 12', () => {
    expect(dueAt(t0, 'standard', DEFAULT_SETTINGS) - t0).toBe(24 * H);
    expect(dueAt(t0, 'express', DEFAULT_SETTINGS) - t0).toBe(18 * H);
    expect(dueAt(t0, 'premium', DEFAULT_SETTINGS) - t0).toBe(12 * H);
  });
  it('pushes the due time back by time spent waiting on the customer', () => {
    expect(dueAt(t0, 'standard', DEFAULT_SETTINGS, 2 * H) - t0).toBe(26 * H);
  });
  it('orders the queue earliest-deadline first: premium overtakes standard tasks up to 12 h older', () => {
    const standard11hAgo = queueKey(t0 - 11 * H, 'standard', DEFAULT_SETTINGS);
    const standard13hAgo = queueKey(t0 - 13 * H, 'standard', DEFAULT_SETTINGS);
    const premiumNow = queueKey(t0, 'premium', DEFAULT_SETTINGS);
    expect(premiumNow).toBeLessThan(standard11hAgo);
    expect(premiumNow).toBeGreaterThan(standard13hAgo);
  });
  it('warns at 80% of the promised time', () => {
    expect(slaWarningAt(t0, t0 + 10 * H)).toBe(t0 + 8 * H);
  });
  it('counts down in hours and minutes, then reports overdue', () => {
    expect(countdown(t0 + 5 * H + 7 * 60_000 + 30_000, t0)).toEqual({ overdue: false, hours: 5, minutes: 7 });
    expect(countdown(t0, t0)).toEqual({ overdue: true, hours: 0, minutes: 0 });
    expect(countdown(t0 - 1, t0).overdue).toBe(true);
  });
});
