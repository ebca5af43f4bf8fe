import type { Profile, WithId } from '@tasklane/domain';
import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';

export type ProfileRow = WithId<Profile>;

/** Admin-only (rules: list needs the admin claim): profiles newest first, or the one with exactly that e-mail. */
export function profilesPageQuery(db: Firestore, count: number, email = '') {
  const ref = webRefs.profiles(db);
  return email
    ? query(ref, where('email', '==', email), limit(10))
    : query(ref, orderBy('createdAt', 'desc'), limit(count));
}

/** Profiles, `count` at a time, or the one with an e-mail. Live. */
export function useProfilesPage(count: number, email = '') {
  const db = useFirestore();
  return useFirestoreCollectionData(profilesPageQuery(db, count, email));
}

export async function setAdminRole(uid: string, admin: boolean) {
  return call('setAdminRole', { uid, admin });
}

/** One customer's profile, live (admins read every profile). */
export function useCustomerProfile(uid: string) {
  const db = useFirestore();
  return useFirestoreDocData(webRefs.profile(db, uid));
}
