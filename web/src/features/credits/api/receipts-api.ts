import { receiptSchema, type Receipt } from '@tasklane/domain';
import { limit, orderBy, query, where, type Firestore, type FirestoreDataConverter } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { webRefs } from '../../../lib/data/refs';

export type ReceiptRow = Receipt & { id: string };

/** Read-only: receipts are parsed on read, and the web never writes one (rules deny it anyway). */
const receiptConverter: FirestoreDataConverter<ReceiptRow> = {
  toFirestore: () => {
    throw new Error('receipts are read-only on the client');
  },
  fromFirestore: (snap) => ({ ...receiptSchema.parse(snap.data()), id: snap.id }),
};

/** The user's receipts and credit notes, newest first, at most `max` (the rules need the uid filter). */
export function receiptsQuery(db: Firestore, uid: string, max: number) {
  return query(
    webRefs.receipts(db).withConverter(receiptConverter),
    where('uid', '==', uid),
    orderBy('issuedAt', 'desc'),
    limit(max),
  );
}

/** The signed-in user's receipts and credit notes, newest first, at most `max`. */
export function useReceipts(uid: string, max: number) {
  const db = useFirestore();
  return useFirestoreCollectionData(receiptsQuery(db, uid, max));
}

/** Receipt PDFs come from the server; one download for every screen that lists them. */
export { downloadReceipt } from '../../../lib/receipt-download';
