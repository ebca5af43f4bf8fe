import type { BrandKit, WithId } from '@tasklane/domain';
import {
  doc,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';

// Kept beside refs.ts rather than in it: the account's kit is read by the customer's /brand page
// and by the reviewer's workspace, and is written only by the saveBrandKit callable.
const brandKitConverter: FirestoreDataConverter<WithId<BrandKit>, BrandKit> = {
  toFirestore(): BrandKit {
    throw new Error('brandKits is read-only in the web app: its writes go through saveBrandKit');
  },
  fromFirestore(snapshot: QueryDocumentSnapshot<BrandKit, BrandKit>, options?: SnapshotOptions): WithId<BrandKit> {
    return { ...snapshot.data(options), id: snapshot.id };
  },
};

/** brandKits/{accountId}: its owner and admins read it (rules). */
export const brandKitRef = (db: Firestore, accountId: string) =>
  doc(db, 'brandKits', accountId).withConverter(brandKitConverter);
