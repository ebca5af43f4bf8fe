import type { NotificationPayload, NotificationTemplate, PlannedNotification } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { logs } from './logs.js';

export const notificationsRef = () => db.collection('notifications');

/**
 * The one place that writes notifications. A transaction writes the id only if it is new, so a
 * trigger delivered twice (Firestore triggers are at-least-once) still leaves exactly one doc:
 * the id comes from the event (see domain/notifications.ts). Returns true when this call wrote it,
 * which is what lets the caller send the matching e-mail at most once.
 */
export async function writeNotification(n: PlannedNotification): Promise<boolean> {
  const ref = notificationsRef().doc(n.id);
  const profileRef = db.collection('profiles').doc(n.userId);
  const outcome = await db.runTransaction(async (tx) => {
    const [profile, existing] = await Promise.all([tx.get(profileRef), tx.get(ref)]);
    // A deleted account has no profile; an event from just before its deletion (its queued
    // tasks being cancelled) must not write the person back into the database.
    if (!profile.exists) return 'no-account' as const;
    if (existing.exists) return 'duplicate' as const;
    tx.create(ref, {
      userId: n.userId,
      templateKey: n.templateKey,
      payload: n.payload,
      channel: 'in_app',
      createdAt: FieldValue.serverTimestamp(),
      read: false,
      readAt: null,
    });
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
export function notifyPaymentSuccess(uid: string, paymentId: string, amountCad: number, creditsRemaining?: number): Promise<boolean> {
  const payload: NotificationPayload = { amount: amountCad, ...(creditsRemaining === undefined ? {} : { credits_remaining: creditsRemaining }) };
  const templateKey: NotificationTemplate = 'payment_success';
  return writeNotification({ id: `payment_${paymentId}`, userId: uid, templateKey, payload });
}
