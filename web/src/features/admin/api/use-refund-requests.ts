import type { RefundRequest } from '@tasklane/domain';
import { collection, limit, orderBy, query, where, type Query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export type RefundRequestWithId = RefundRequest & { id: string };

/** Pending money-back requests, oldest first. Live. */
export function usePendingRefundRequests() {
  const db = useFirestore();
  const q = query(collection(db, 'refundRequests'), where('status', '==', 'pending'), orderBy('createdAt', 'asc'), limit(50)) as Query<RefundRequestWithId>;
  return useFirestoreCollectionData(q, { idField: 'id' });
}
