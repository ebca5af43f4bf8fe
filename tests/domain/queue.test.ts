import {
  DEFAULT_SETTINGS,
  aheadInQueueFilter,
  compareQueue,
  positionFromAhead,
  queueKey,
  queueOrder,
  slaWarningLookaheadMs,
  taskChangeMayNotify,
  type Tier,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const H = 3_600_000;

describe('queueOrder', () => {
  it('sorts as strings exactly as the queue rule sorts: deadline key, then submission, then id', () => {
    const t0 = 1_790_000_000_000;
    const tasks = [
      { id: 'b', tier: 'standard' as Tier, at: t0 },
      { id: 'a', tier: 'standard' as Tier, at: t0 }, // same key and time: the id decides
      { id: 'c', tier: 'premium' as Tier, at: t0 + 11 * H }, // premium submitted 11 h later still goes ahead of a and b
      { id: 'd', tier: 'premium' as Tier, at: t0 + 13 * H }, // 13 h later: behind them
      { id: 'e', tier: 'express' as Tier, at: t0 - 1 },
    ].map((t) => ({ ...t, queueKey: queueKey(t.at, t.tier, DEFAULT_SETTINGS), submittedAt: t.at }));
    const byRule = [...tasks].sort((x, y) => compareQueue(x, y) || (x.id < y.id ? -1 : 1)).map((t) => t.id);
    const byString = [...tasks]
      .sort((x, y) => (queueOrder(x.queueKey, x.at, x.id) < queueOrder(y.queueKey, y.at, y.id) ? -1 : 1))
      .map((t) => t.id);
    expect(byString).toEqual(byRule);
    expect(byRule).toEqual(['e', 'c', 'a', 'b', 'd']);
  });

  it('keeps string order equal to numeric order across digit-count changes', () => {
    expect(queueOrder(9_999, 0, 'x') < queueOrder(10_000, 0, 'x')).toBe(true);
  });

  it('builds the screen filter from the task and turns a count into a 1-based position', () => {
    const f = aheadInQueueFilter('task-1', { queueKey: 5, submittedAt: 3 });
    expect(f).toEqual({ field: 'order', op: '<', value: queueOrder(5, 3, 'task-1') });
    expect(positionFromAhead(0)).toBe(1);
    expect(positionFromAhead(41)).toBe(42);
  });
});

describe('taskChangeMayNotify', () => {
  const base = {
    userId: 'u',
    title: 'T',
    status: 'submitted' as const,
    priceCredits: 1,
    slaWarned: false,
    lateRefunded: false,
  };
  it('is false for queue-only moves, true for status, SLA warning or late refund', () => {
    expect(taskChangeMayNotify(base, { ...base })).toBe(false);
    expect(taskChangeMayNotify(base, { ...base, status: 'ai_drafted' })).toBe(true);
    expect(taskChangeMayNotify(base, { ...base, slaWarned: true })).toBe(true);
    expect(taskChangeMayNotify(base, { ...base, lateRefunded: true })).toBe(true);
  });
});

describe('slaWarningLookaheadMs', () => {
  it('covers the last 20% of the longest tier', () => {
    expect(slaWarningLookaheadMs([12, 24, 18], 0.8)).toBeCloseTo(4.8 * H);
  });
});
