import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { clientIp } from '../lib/client-ip.js';
import { logs } from '../lib/logs.js';
import { consumeLimits, takeLimits, type LimitCheck } from '../lib/rate-limit.js';
import { contactAckMail, staffContactMail } from '../services/contact-emails.js';
import { STAFF_EMAIL, sendMail } from '../services/mail.js';
import { col } from '../lib/collections.js';

/**
 * The public contact form: store the message, e-mail the staff, acknowledge the sender in their
 * language. A filled honeypot gets the same answer as a real message, with nothing stored or sent.
 */
export const submitContact = defineCallable('submitContact', 'public', async (input, { uid, request }) => {
  if (input.website) {
    logs.contactHoneypot();
    return { ok: true as const };
  }
  const { website: _honeypot, ...message } = input;
  // The platform's own record of the client address, never a forwarding header the client wrote.
  const ip = clientIp(request);
  const checks: LimitCheck[] = [
    { name: 'contactPerEmail', key: message.email },
    ...(ip === null ? [] : [{ name: 'contactPerIp' as const, key: ip }]),
  ];
  const messageRef = col.contactMessages().doc();

  await db.runTransaction(async (tx) => {
    const over = await consumeLimits(tx, checks);
    if (over) {
      logs.contactThrottled(over === 'contactPerEmail' ? 'email' : 'ip');
      throw new HttpsError('resource-exhausted', 'Too many messages; try again later');
    }
    tx.set(messageRef, { ...message, userId: uid, status: 'new', createdAt: FieldValue.serverTimestamp() });
  });

  // The acknowledgement goes to an address nobody has verified, so it quotes nothing the sender
  // wrote and a service-wide ceiling caps how many go out: the form cannot relay mail.
  const ackLimit = await takeLimits([{ name: 'contactAckGlobal' }]);
  if (ackLimit) logs.contactAckSkipped(messageRef.id, ackLimit);

  // The message is stored; a mail failure is logged for staff, not turned into an error the
  // sender would retry (and be throttled for).
  const results = await Promise.allSettled([
    sendMail(staffContactMail(STAFF_EMAIL.value(), message, messageRef.id, uid)),
    ...(ackLimit ? [] : [sendMail(contactAckMail(message.email, message.locale))]),
  ]);
  for (const r of results) if (r.status === 'rejected') logs.contactMailFailed(messageRef.id, r.reason);
  return { ok: true as const };
});
