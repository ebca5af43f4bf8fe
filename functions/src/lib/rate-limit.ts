import { ABUSE_LIMITS, type AbuseLimitName } from '@tasklane/domain';
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from './admin.js';
import { rateLimitDocId } from './rate-limit-key.js';
import { col } from './collections.js';

export interface LimitCheck {
  name: AbuseLimitName;
  /** What is counted: an IP, an address; omitted for a service-wide ceiling. */
  key?: string;
}

interface CounterDoc {
  kind: AbuseLimitName;
  count: number;
  windowStart: Timestamp;
  expiresAt: Timestamp;
}

const counterConverter: FirestoreDataConverter<CounterDoc> = {
  toFirestore: (doc): DocumentData => doc,
  fromFirestore: (snap: QueryDocumentSnapshot) => snap.data() as CounterDoc,
};

/** rateLimits/{name}_{hash of key} or rateLimits/{name}_global; `expiresAt` lets a TTL policy remove stale counters. */
export function counterRef({ name, key }: LimitCheck): DocumentReference<CounterDoc> {
  return col.rateLimits().doc(rateLimitDocId(name, key)).withConverter(counterConverter);
}

/**
 * The one limiter: counts one hit on every check inside the caller's transaction (reads first,
 * then writes), or on none when any is already at its ceiling. Returns the name of the ceiling
 * reached, or null when the hit was counted.
 */
export async function consumeLimits(
  tx: Transaction,
  checks: LimitCheck[],
  nowMs = Date.now(),
): Promise<AbuseLimitName | null> {
  const refs = checks.map(counterRef);
  const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
  const next = checks.map((check, i) => {
    const { max, windowMs } = ABUSE_LIMITS[check.name];
    const doc = snaps[i]?.data();
    const fresh = !doc || nowMs - doc.windowStart.toMillis() >= windowMs;
    return {
      check,
      max,
      windowMs,
      count: fresh ? 1 : doc.count + 1,
      windowStart: fresh ? nowMs : doc.windowStart.toMillis(),
    };
  });
  const over = next.find((n) => n.count > n.max);
  if (over) return over.check.name;
  next.forEach((n, i) => {
    const ref = refs[i];
    if (!ref) return;
    tx.set(ref, {
      kind: n.check.name,
      count: n.count,
      windowStart: Timestamp.fromMillis(n.windowStart),
      expiresAt: Timestamp.fromMillis(n.windowStart + n.windowMs),
    });
  });
  return null;
}

/** consumeLimits in a transaction of its own. */
export function takeLimits(checks: LimitCheck[]): Promise<AbuseLimitName | null> {
  return db.runTransaction((tx) => consumeLimits(tx, checks));
}

/** The per-IP check when the platform told us the address, plus the service-wide one. */
export function ipAndGlobal(perIp: AbuseLimitName, global: AbuseLimitName, ip: string | null): LimitCheck[] {
  return ip === null ? [{ name: global }] : [{ name: perIp, key: ip }, { name: global }];
}
