import { Timestamp } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { db } from './admin.js';

/**
 * A sliding-window counter in rateLimits/{hash}, the same shape the auth e-mails use: the hit
 * times within the window, and an expiry for clean-up. Returns false (and counts nothing) once
 * `max` hits fall inside the window. One call per attempt, so a shared limiter can replace it.
 */
export async function takeRateLimitToken(kind: string, subject: string, limit: { max: number; windowMs: number }): Promise<boolean> {
  const ref = db.collection('rateLimits').doc(createHash('sha256').update(`${kind}:${subject}`).digest('hex'));
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const now = Date.now();
    const hits = ((snap.data()?.hits as Timestamp[] | undefined) ?? []).map((t) => t.toMillis()).filter((t) => now - t < limit.windowMs);
    if (hits.length >= limit.max) return false;
    tx.set(ref, { kind, hits: [...hits, now].map((t) => Timestamp.fromMillis(t)), expiresAt: Timestamp.fromMillis(now + limit.windowMs) });
    return true;
  });
}
