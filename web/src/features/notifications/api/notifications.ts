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
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery, type Live } from '../../../lib/data/live';
import { webRefs } from '../../../lib/data/refs';
import { whenIdle } from '../../../lib/when-idle';

export type NotificationItem = Notification & { id: string };

const notificationsCol = (db: Firestore) => webRefs.notifications(db);

/**
 * What the closed bell follows: the newest few, enough to see an arrival (it lands on top) and a
 * read mark on the latest. Every signed-in screen opens with it, so it is kept small: 50 documents
 * here were two thirds of a dashboard's reads and of the data it waited for.
 */
export const BELL_PEEK = 5;

/** The newest `max` of the user's notifications (the panel's 50 by default), newest first. */
export function latestNotificationsQuery(db: Firestore, uid: string, max: number = LIMITS.notificationListLimit) {
  return query(notificationsCol(db), where('userId', '==', uid), orderBy('createdAt', 'desc'), limit(max));
}

/** The badge's query, counted with an aggregation: the user's unread notifications. */
export function unreadNotificationsQuery(db: Firestore, uid: string) {
  return query(notificationsCol(db), where('userId', '==', uid), where('read', '==', false));
}

/** Live: the newest `max` of the user's notifications, newest first; `max` 0 listens to nothing. */
export function useLatestNotifications(
  uid: string,
  max: number = LIMITS.notificationListLimit,
): Live<NotificationItem[]> {
  const db = useFirestore();
  return useLiveQuery<Notification, NotificationItem>(
    max > 0 ? `notifications/${uid}/${max}` : '',
    latestNotificationsQuery(db, uid, Math.max(max, 1)),
    (d) => ({ ...d.data(), id: d.id }),
  );
}

/**
 * The unread count for the badge, with a count aggregation (one read per 1,000 matches) rather
 * than a listener on every unread doc: a user with thousands unread costs the same as one with
 * 100. It is re-fetched whenever `refreshKey` changes — the caller passes a signature of the
 * live lists it follows, which changes on every new notification and every read flip shown.
 */
export function useUnreadCount(uid: string, refreshKey: string | null) {
  const db = useFirestore();
  const [count, setCount] = useState<number | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const counted = useRef<string | null>(null);
  useEffect(() => {
    // Null: the lists it follows have not arrived; counting now would count again when they do.
    if (refreshKey === null) return;
    let cancelled = false;
    const run = () => {
      getCountFromServer(unreadNotificationsQuery(db, uid))
        .then((snap) => {
          if (!cancelled) {
            counted.current = uid;
            setCount(snap.data().count);
            setError(null);
          }
        })
        .catch((err: unknown) => {
          if (!cancelled) setError(err instanceof Error ? err : new Error(String(err)));
        });
    };
    // The first count waits for an idle moment: the screen's own data comes first. Later ones
    // (an arrival, a read mark) run at once.
    let cancelIdle: (() => void) | undefined;
    if (counted.current === uid) run();
    else cancelIdle = whenIdle(run, 2_000);
    return () => {
      cancelled = true;
      cancelIdle?.();
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
    const snap = await getDocs(
      query(notificationsCol(db), where('userId', '==', uid), where('read', '==', false), limit(400)),
    );
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
