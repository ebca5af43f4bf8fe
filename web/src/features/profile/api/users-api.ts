import type { Profile } from '@tasklane/domain';
import { collection, limit, orderBy, query, type CollectionReference } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { call } from '../../../lib/callable';

export type ProfileRow = Profile & { id: string };

/** Admin-only (rules: list needs the admin claim): profiles, newest first, `count` at a time. */
export function useProfilesPage(count: number) {
  const db = useFirestore();
  // Typed as rows: reactfire adds the document id under idField.
  const ref = collection(db, 'profiles') as CollectionReference<ProfileRow>;
  return useFirestoreCollectionData(query(ref, orderBy('createdAt', 'desc'), limit(count)), { idField: 'id' });
}

export async function setAdminRole(uid: string, admin: boolean) {
  return call('setAdminRole', { uid, admin });
}
