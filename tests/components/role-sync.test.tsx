// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_RETRY_DELAYS_MS, useClaimFollower } from '../../web/src/features/profile/components/role-sync';

// The role mirror is committed before the claim is set, so a re-read of the ID token can still
// carry the old claim. The follower must keep re-reading until the session agrees with the mirror.
describe('useClaimFollower', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('re-reads the token again while the claim still lags the mirror', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    renderHook(() => useClaimFollower('customer', true, refresh));
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CLAIM_RETRY_DELAYS_MS[0]! + CLAIM_RETRY_DELAYS_MS[1]!);
    expect(refresh).toHaveBeenCalledTimes(3);
    // It gives up after the last delay rather than polling for ever.
    await vi.advanceTimersByTimeAsync(CLAIM_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    expect(refresh).toHaveBeenCalledTimes(CLAIM_RETRY_DELAYS_MS.length + 1);
  });

  it('stops as soon as the claim catches up, and does nothing when they already agree', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(({ isAdmin }) => useClaimFollower('admin', isAdmin, refresh), {
      initialProps: { isAdmin: false },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    rerender({ isAdmin: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps trying after a failed re-read (offline for a moment)', async () => {
    const refresh = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHook(() => useClaimFollower('admin', false, refresh));
    await vi.advanceTimersByTimeAsync(CLAIM_RETRY_DELAYS_MS[0]!);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('Token refresh failed', expect.any(Error));
    error.mockRestore();
  });
});
