import { useEffect } from 'react';
import { useSession } from '../../../hooks/use-session';
import { useProfile } from '../api/profile-api';

/**
 * When an admin grants or revokes this user's admin role, setAdminRole mirrors it into the
 * profile; seeing the mirror change, we re-read the ID token so the new claim (and the Admin
 * link) applies now, without signing in again. Renders nothing.
 */
export function RoleSync({ uid }: { uid: string }) {
  const { isAdmin, refreshClaims } = useSession();
  const { data: profile } = useProfile(uid);
  const role = profile?.role;
  useEffect(() => {
    if (role === undefined || (role === 'admin') === isAdmin) return;
    refreshClaims().catch((err: unknown) => console.error('Token refresh failed', err));
  }, [role, isAdmin, refreshClaims]);
  return null;
}
