import type { NotificationPayload, NotificationTemplate, PlannedNotification } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { logs } from './logs.js';

export const notificationsRef = () => db.collection('notifications');

/**
 * The one place that writes notifications. `create` fails when the id already exists, so a
 * trigger delivered twice (Firestore triggers are at-least-once) still leaves exactly one doc:
 * the id comes from the event (see domain/notifications.ts). Returns true when this call wrote it,
 * which is what lets the caller send the matching e-mail at most once.
 */
export async function writeNotification(n: PlannedNotification): Promise<boolean> {
  try {
    await notificationsRef().doc(n.id).create({
      userId: n.userId,
      templateKey: n.templateKey,
      payload: n.payload,
      channel: 'in_app',
      createdAt: FieldValue.serverTimestamp(),
      read: false,
      readAt: null,
    });
    logs.notificationWritten(n.id, n.templateKey);
    return true;
  } catch (err) {
    if ((err as { code?: number }).code === ALREADY_EXISTS) {
      logs.notificationDuplicate(n.id);
      return false;
    }
    throw err;
  }
}

const ALREADY_EXISTS = 6;

/**
 * For the payments work: a successful payment of `amountCad` (id = the payment's id, so a
 * webhook retried by Stripe notifies once).
 */
export function notifyPaymentSuccess(uid: string, paymentId: string, amountCad: number, creditsRemaining?: number): Promise<boolean> {
  const payload: NotificationPayload = { amount: amountCad, ...(creditsRemaining === undefined ? {} : { credits_remaining: creditsRemaining }) };
  const templateKey: NotificationTemplate = 'payment_success';
  return writeNotification({ id: `payment_${paymentId}`, userId: uid, templateKey, payload });
}
