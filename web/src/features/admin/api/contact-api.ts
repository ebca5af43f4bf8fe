import type { ContactMessage, ContactStatus, WithId } from '@tasklane/domain';
import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';

export type ContactMessageRow = WithId<ContactMessage>;

/** The badge stops counting here: "99+" says enough, and the listener reads at most this many. */
export const NEW_MESSAGES_CAP = 99;

/** The inbox, newest first, `count` at a time, optionally one status only. Admins only (rules). */
export function contactMessagesQuery(db: Firestore, count: number, status: ContactStatus | null) {
  const ref = webRefs.contactMessages(db);
  return status
    ? query(ref, where('status', '==', status), orderBy('createdAt', 'desc'), limit(count))
    : query(ref, orderBy('createdAt', 'desc'), limit(count));
}

export function useContactMessages(count: number, status: ContactStatus | null) {
  const db = useFirestore();
  return useFirestoreCollectionData(contactMessagesQuery(db, count, status));
}

/** New messages, live, for the tab's badge: bounded to one more than the cap. */
export function newMessagesQuery(db: Firestore) {
  return query(webRefs.contactMessages(db), where('status', '==', 'new'), limit(NEW_MESSAGES_CAP + 1));
}

export function useNewMessagesCount(): number | null {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(newMessagesQuery(db));
  return status === 'success' ? data.length : null;
}

export function setContactStatus(messageId: string, status: ContactStatus) {
  return call('setContactStatus', { messageId, status });
}
