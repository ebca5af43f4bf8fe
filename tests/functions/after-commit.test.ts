import { describe, expect, it } from 'vitest';
import { afterCommit } from '../../functions/src/lib/after-commit';

// Work after a committed transaction: its failure is logged and swallowed, never the caller's error.
describe('afterCommit', () => {
  it('returns the work’s result when it succeeds', async () => {
    expect(await afterCommit('ok', async () => 'active', 'queued')).toBe('active');
  });
  it('returns the fallback instead of throwing when the work fails', async () => {
    expect(await afterCommit('boom', () => Promise.reject(new Error('deadline exceeded')), 'queued')).toBe('queued');
  });
});
