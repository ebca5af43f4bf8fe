import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { clientIp } from '../lib/client-ip.js';
import { logs } from '../lib/logs.js';
import { takeLimits } from '../lib/rate-limit.js';
import { contactAckMail, staffContactMail } from '../services/contact-emails.js';
import { STAFF_EMAIL, sendMail } from '../services/mail.js';

/** Per sender address and per client IP, within a sliding hour. An office shares one IP, hence more. */
export const CONTACT_LIMITS = { perEmail: 3, perIp: 10, windowMs: 60 * 60 * 1000 };

interface ThrottleDoc {
  count: number;
  windowStart: Timestamp;
}

const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);

/** Throttle counters live in contactThrottle/{email_<hash>|ip_<hash>}: no address or IP in clear. */
function throttleRef(kind: 'email' | 'ip', value: string): DocumentReference {
  return db.collection('contactThrottle').doc(`${kind}_${hash(value.toLowerCase())}`);
}

function nextCount(doc: ThrottleDoc | undefined, now: number): { count: number; windowStart: number } {
  if (!doc || now - doc.windowStart.toMillis() >= CONTACT_LIMITS.windowMs) return { count: 1, windowStart: now };
  return { count: doc.count + 1, windowStart: doc.windowStart.toMillis() };
}

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
  const emailRef = throttleRef('email', message.email);
  const ipRef = ip === null ? null : throttleRef('ip', ip);
  const messageRef = db.collection('contactMessages').doc();

  await db.runTransaction(async (tx) => {
    const [emailSnap, ipSnap] = await Promise.all([tx.get(emailRef), ipRef ? tx.get(ipRef) : Promise.resolve(null)]);
    const now = Date.now();
    const byEmail = nextCount(emailSnap.data() as ThrottleDoc | undefined, now);
    const byIp = ipSnap ? nextCount(ipSnap.data() as ThrottleDoc | undefined, now) : null;
    if (byEmail.count > CONTACT_LIMITS.perEmail || (byIp && byIp.count > CONTACT_LIMITS.perIp)) {
      logs.contactThrottled(byEmail.count > CONTACT_LIMITS.perEmail ? 'email' : 'ip');
      throw new HttpsError('resource-exhausted', 'Too many messages; try again later');
    }
    tx.set(emailRef, { count: byEmail.count, windowStart: Timestamp.fromMillis(byEmail.windowStart) });
    if (ipRef && byIp) tx.set(ipRef, { count: byIp.count, windowStart: Timestamp.fromMillis(byIp.windowStart) });
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
