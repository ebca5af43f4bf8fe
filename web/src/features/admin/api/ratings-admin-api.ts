import { limit, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';

/** The latest ratings, newest first (admins only by rules). Live. */
export function useRecentRatings(count = 50) {
  const db = useFirestore();
  return useFirestoreCollectionData(query(webRefs.ratings(db), orderBy('createdAt', 'desc'), limit(count)));
}

/** Every review figures document: one per reviewer (r_…) and one per category (c_…). Live. */
export function useAllReviewStats() {
  const db = useFirestore();
  return useFirestoreCollectionData(webRefs.reviewStats(db));
}

/** One reviewer's own figures (a reviewer reads only theirs). Live. */
export function useMyReviewStats(uid: string) {
  const db = useFirestore();
  return useFirestoreDocData(webRefs.reviewStatsDoc(db, `r_${uid}`));
}

export const publishTestimonial = (ratingId: string, publish: boolean) =>
  call('publishTestimonial', { ratingId, publish });
