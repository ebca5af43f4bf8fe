import type { NotificationPayload, NotificationTemplate, PlannedNotification } from '@tasklane/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { logs } from './logs.js';
import { col, refs } from './collections.js';

export const notificationsRef = () => col.notifications().withConverter(null);

/**
 * The one place that writes notifications. A transaction writes the id only if it is new, so a
 * trigger delivered twice (Firestore triggers are at-least-once) still leaves exactly one doc:
 * the id comes from the event (see domain/notifications.ts). Returns true when this call wrote it,
 * which is what lets the caller send the matching e-mail at most once.
 */
export async function writeNotification(n: PlannedNotification): Promise<boolean> {
  const ref = notificationsRef().doc(n.id);
  const profileRef = col.profile(n.userId);
  const outcome = await db.runTransaction(async (tx) => {
    const about = n.aboutAccountId ? n.aboutAccountId : null;
    const [profile, existing, aboutPerson, aboutTeam] = await Promise.all([
      tx.get(profileRef),
      tx.get(ref),
      about ? tx.get(col.profile(about)) : null,
      about ? tx.get(col.team(about)) : null,
    ]);
    // A deleted account has no profile; an event from just before its deletion (its queued
    // tasks being cancelled) must not write the person back into the database. Nor may a notice
    // to staff quote the titles of an account deleted since the event.
    if (!profile.exists) return 'no-account' as const;
    if (about && !aboutPerson?.exists && !aboutTeam?.exists) return 'no-account' as const;
    if (existing.exists) return 'duplicate' as const;
    tx.create(ref, notificationData(n));
    return 'written' as const;
  });
  if (outcome === 'written') logs.notificationWritten(n.id, n.templateKey);
  else if (outcome === 'duplicate') logs.notificationDuplicate(n.id);
  else logs.notificationMailSkipped(n.userId, 'account deleted');
  return outcome === 'written';
}

/**
 * For the payments work: a successful payment of `amountCad` (id = the payment's id, so a
 * webhook retried by Stripe notifies once).
 */
export function notifyPaymentSuccess(
  uid: string,
  paymentId: string,
  amountCad: number,
  creditsRemaining?: number,
): Promise<boolean> {
  const payload: NotificationPayload = {
    amount: amountCad,
    ...(creditsRemaining === undefined ? {} : { credits_remaining: creditsRemaining }),
  };
  const templateKey: NotificationTemplate = 'payment_success';
  return writeNotification({ id: `payment_${paymentId}`, userId: uid, templateKey, payload });
}

/**
 * A notice to staff written inside the caller's transaction (assignment, pool, hand-back, at
 * risk). It names the customer's account it is about, so deleting that account deletes it.
 * A fixed id per event keeps a retried transaction from notifying twice.
 */
export function setStaffNotice(
  tx: Transaction,
  database: Firestore,
  n: {
    id: string;
    userId: string;
    templateKey: NotificationTemplate;
    payload: NotificationPayload;
    aboutAccountId: string;
  },
): void {
  tx.set(refs(database).notifications().withConverter(null).doc(n.id), notificationData(n));
}

/** The stored notification: unread, in the app, stamped by the server. */
function notificationData(n: Pick<PlannedNotification, 'userId' | 'templateKey' | 'payload' | 'aboutAccountId'>) {
  return {
    userId: n.userId,
    templateKey: n.templateKey,
    payload: n.payload,
    channel: 'in_app',
    createdAt: FieldValue.serverTimestamp(),
    read: false,
    readAt: null,
    ...(n.aboutAccountId ? { aboutAccountId: n.aboutAccountId } : {}),
  };
}
