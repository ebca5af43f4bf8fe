import type { Profile } from '@tasklane/domain';
import { collection, limit, orderBy, query, where, type CollectionReference } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { call } from '../../../lib/callable';

export type ProfileRow = Profile & { id: string };

/**
 * Admin-only (rules: list needs the admin claim): profiles, newest first, `count` at a time;
 * or, with an e-mail, the profile with exactly that address.
 */
export function useProfilesPage(count: number, email = '') {
  const db = useFirestore();
  // Typed as rows: reactfire adds the document id under idField.
  const ref = collection(db, 'profiles') as CollectionReference<ProfileRow>;
  const q = email ? query(ref, where('email', '==', email), limit(10)) : query(ref, orderBy('createdAt', 'desc'), limit(count));
  return useFirestoreCollectionData(q, { idField: 'id' });
}

export async function setAdminRole(uid: string, admin: boolean) {
  return call('setAdminRole', { uid, admin });
}
