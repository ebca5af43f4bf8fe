import type { Profile } from '@tasklane/domain';
import { useEffect } from 'react';
import { useSession } from '../../../hooks/use-session';
import { useProfile } from '../api/profile-api';

/** Waits between token re-reads while the claim still lags the mirror: 0.5 s, 1 s, 2 s … 16 s. */
export const CLAIM_RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000, 16_000];

/**
 * Re-reads the ID token until its admin claim agrees with the profile's role mirror.
 * setAdminRole commits the mirror (with its audit entry) before it sets the claim, so the first
 * re-read can still carry the old claim; one re-read would then leave the session stuck with it.
 * The retries stop as soon as `isAdmin` changes (the effect re-runs) or the delays run out.
 */
export function useClaimFollower(role: Profile['role'] | undefined, isAdmin: boolean, refresh: () => Promise<void>) {
  useFlagFollower(role === undefined ? undefined : role === 'admin', isAdmin, refresh);
}

/** The same, for any claim mirrored as a flag: `mirrored` from the profile, `claimed` from the token. */
export function useFlagFollower(mirrored: boolean | undefined, claimed: boolean, refresh: () => Promise<void>) {
  useEffect(() => {
    if (mirrored === undefined || mirrored === claimed) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (n: number) => {
      refresh()
        .catch((err: unknown) => console.error('Token refresh failed', err))
        .finally(() => {
          const delay = CLAIM_RETRY_DELAYS_MS[n];
          if (!cancelled && delay !== undefined) timer = setTimeout(() => attempt(n + 1), delay);
        });
    };
    attempt(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [mirrored, claimed, refresh]);
}

/**
 * When an admin grants or revokes this user's admin or reviewer role, the callable mirrors it into the
 * profile; seeing the mirror change, we re-read the ID token so the new claim (and the Admin
 * link) applies now, without signing in again. Renders nothing.
 */
export function RoleSync({ uid }: { uid: string }) {
  const { isAdmin, isReviewer, refreshClaims } = useSession();
  const { data: profile } = useProfile(uid);
  useClaimFollower(profile?.role, isAdmin, refreshClaims);
  // profiles.reviewer is absent for people never made reviewers: nothing to follow then.
  useFlagFollower(profile ? (profile.reviewer ?? false) : undefined, isReviewer, refreshClaims);
  return null;
}
