import { receiptSchema, type Receipt } from '@tasklane/domain';
import { limit, orderBy, query, where, type Firestore, type FirestoreDataConverter } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { call } from '../../../lib/callable';
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

/** Fetches the PDF from the server (owner or admin only) and saves it under its own name. */
export async function downloadReceipt(receiptId: string): Promise<void> {
  const { base64, filename, contentType } = await call('getReceiptPdf', { receiptId });
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Let the browser start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
