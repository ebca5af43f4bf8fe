import type { AbuseLimitName } from '@tasklane/domain';
import { ABUSE_LIMITS } from '@tasklane/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../admin.js';
import { consumeLimits, counterRef } from '../rate-limit.js';
import { ApiError } from './problem.js';

/** The per-key ceilings: 60 requests a minute, and 10 task creations (DECISIONS, "Ordering API"). */
export function keyLimits(keyId: string, creation: boolean): { name: AbuseLimitName; key: string }[] {
  return [
    { name: 'apiRequestsPerKey', key: keyId },
    ...(creation ? [{ name: 'apiCreationsPerKey' as const, key: keyId }] : []),
  ];
}

/** Seconds until the counter's window ends (at least 1). */
async function retryAfter(name: AbuseLimitName, key: string, nowMs: number): Promise<number> {
  const doc = (await counterRef({ name, key }).get()).data();
  const ends = doc ? doc.windowStart.toMillis() + ABUSE_LIMITS[name].windowMs : nowMs;
  return Math.max(1, Math.ceil((ends - nowMs) / 1000));
}

/** Counts one request (and a creation) on the key in `tx`; a ceiling reached is a 429 with Retry-After. */
export async function countRequest(tx: Transaction, keyId: string, creation: boolean, nowMs: number): Promise<void> {
  const over = await consumeLimits(tx, keyLimits(keyId, creation), nowMs);
  if (over) {
    const seconds = await retryAfter(over, keyId, nowMs);
    throw new ApiError('rate_limited', `At most ${ABUSE_LIMITS[over].max} a minute for this key`, {
      retryAfterS: seconds,
    });
  }
}

/** countRequest in a transaction of its own (every request but a task's creation). */
export function takeRequest(keyId: string, nowMs = Date.now()): Promise<void> {
  return db.runTransaction((tx) => countRequest(tx, keyId, false, nowMs));
}
