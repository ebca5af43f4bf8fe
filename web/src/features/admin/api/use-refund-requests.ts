import type { RefundRequest, WithId } from '@tasklane/domain';
import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { webRefs } from '../../../lib/data/refs';

export type RefundRequestWithId = WithId<RefundRequest>;

/** The admin's list: pending money-back requests, oldest first. */
export function pendingRefundRequestsQuery(db: Firestore) {
  return query(webRefs.refundRequests(db), where('status', '==', 'pending'), orderBy('createdAt', 'asc'), limit(50));
}

/** Pending money-back requests, oldest first. Live. */
export function usePendingRefundRequests() {
  const db = useFirestore();
  return useFirestoreCollectionData(pendingRefundRequestsQuery(db));
}
