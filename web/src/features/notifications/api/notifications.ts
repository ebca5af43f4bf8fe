import { LIMITS, type Notification } from '@tasklane/domain';
import {
  doc,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { webRefs } from '../../../lib/data/refs';

export type NotificationItem = Notification & { id: string };

const notificationsCol = (db: Firestore) => webRefs.notifications(db);

/** The panel's query: the newest 50 of the user's notifications, newest first. */
export function latestNotificationsQuery(db: Firestore, uid: string) {
  return query(notificationsCol(db), where('userId', '==', uid), orderBy('createdAt', 'desc'), limit(LIMITS.notificationListLimit));
}

/** The badge's query, counted with an aggregation: the user's unread notifications. */
export function unreadNotificationsQuery(db: Firestore, uid: string) {
  return query(notificationsCol(db), where('userId', '==', uid), where('read', '==', false));
}

/** Live: the newest 50 of the user's notifications, newest first. */
export function useLatestNotifications(uid: string) {
  const db = useFirestore();
  return useFirestoreCollectionData(latestNotificationsQuery(db, uid));
}

/**
 * The unread count for the badge, with a count aggregation (one read per 1,000 matches) rather
 * than a listener on every unread doc: a user with thousands unread costs the same as one with
 * 100. It is re-fetched whenever `refreshKey` changes — the caller passes a signature of the
 * live newest-50 list, which changes on every new notification and every read flip that matters.
 */
export function useUnreadCount(uid: string, refreshKey: string) {
  const db = useFirestore();
  const [count, setCount] = useState<number | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    let cancelled = false;
    getCountFromServer(unreadNotificationsQuery(db, uid))
      .then((snap) => {
        if (!cancelled) {
          setCount(snap.data().count);
          setError(null);
        }
      })
      .catch((err: unknown) => {
        if (!cancelled) setError(err instanceof Error ? err : new Error(String(err)));
      });
    return () => {
      cancelled = true;
    };
  }, [db, uid, refreshKey]);
  return { count, error };
}

/** Marking read is the one client write rules allow: read = true, readAt = server time. */
export function markNotificationRead(db: Firestore, id: string): Promise<void> {
  return updateDoc(doc(notificationsCol(db), id), { read: true, readAt: serverTimestamp() });
}

/**
 * Marks every unread notification of the user read — not only the 50 on screen — in batches
 * of 400 (Firestore allows 500 writes per batch), at most 25 rounds (10,000) per click.
 */
export async function markAllNotificationsRead(db: Firestore, uid: string): Promise<number> {
  let total = 0;
  for (let round = 0; round < 25; round += 1) {
    const snap = await getDocs(query(notificationsCol(db), where('userId', '==', uid), where('read', '==', false), limit(400)));
    if (snap.empty) break;
    const batch = writeBatch(db);
    for (const d of snap.docs) batch.update(d.ref, { read: true, readAt: serverTimestamp() });
    await batch.commit();
    total += snap.size;
    if (snap.size < 400) break;
  }
  return total;
}

/** The bell's two writes, bound to the signed-in user's Firestore instance. */
export function useNotificationWrites(uid: string) {
  const db = useFirestore();
  const markRead = useCallback((id: string) => markNotificationRead(db, id), [db]);
  const markAllRead = useCallback(() => markAllNotificationsRead(db, uid), [db, uid]);
  return { markRead, markAllRead };
}
