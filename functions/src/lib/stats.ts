import {
  STATS_CUSTOMER,
  STATS_PLATFORM,
  STATS_SHARDS,
  customerStatsDocSchema,
  platformStatsDocSchema,
  statsBucket,
  statsDeltas,
  type CustomerStatsDoc,
  type PlatformStatsDoc,
  type StatsCounters,
  type StatsEvent,
} from '@tasklane/domain';
import {
  FieldValue,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db as defaultDb } from './admin.js';
import { DELETED_USER } from './personal-data.js';

/** Reads parse with the domain schema; writes pass through (they are FieldValue increments). */
function converter<T>(schema: { parse(v: unknown): T }): FirestoreDataConverter<T> {
  return {
    toFirestore: (v) => v as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => schema.parse(snap.data()),
  };
}
export const platformStatsConverter = converter<PlatformStatsDoc>(platformStatsDocSchema);
export const customerStatsConverter = converter<CustomerStatsDoc>(customerStatsDocSchema);

export const platformStatsRef = (db: Firestore, key: string, shard: number) =>
  db.collection(STATS_PLATFORM).doc(`${key}_${shard}`).withConverter(platformStatsConverter);
export const customerTotalRef = (db: Firestore, uid: string) =>
  db.collection(STATS_CUSTOMER).doc(uid).withConverter(customerStatsConverter);
export const customerMonthRef = (db: Firestore, uid: string, month: string) =>
  db.collection(STATS_CUSTOMER).doc(uid).collection('months').doc(month).withConverter(customerStatsConverter);

function increments(c: StatsCounters): Record<string, FieldValue> {
  return Object.fromEntries(Object.entries(c).map(([k, v]) => [k, FieldValue.increment(v)]));
}

/**
 * Adds one event to the statistics, in the caller's transaction (write-only: call it after the
 * transaction's reads, next to the ledger, payment or status write it describes). Because it
 * commits with that write, a retried trigger or webhook that finds its work done writes neither.
 *
 * Writes: one shard of the platform month (month and day counters), one shard of the platform
 * total, and, for a customer's event, their month and total. The shard is random, so each
 * platform document takes about a quarter of the writes; STATS_SHARDS = 4 keeps a burst of
 * several submissions a second under Firestore's sustained one-write-a-second per document.
 * All by FieldValue.increment, so concurrent transactions never read-modify-write a counter.
 *
 * Two events in one transaction on the same shard are fine: each set merges its increments.
 */
export function recordStats(tx: Transaction, event: StatsEvent, opts: { db?: Firestore; shard?: number } = {}): void {
  const db = opts.db ?? defaultDb;
  const deltas = statsDeltas(event);
  if (Object.keys(deltas).length === 0) return;
  const { month, day } = statsBucket(event.at);
  const shard = opts.shard ?? Math.floor(Math.random() * STATS_SHARDS);
  const inc = increments(deltas);
  const merge = { merge: true } as const;
  tx.set(platformStatsRef(db, month, shard), { month, shard, c: inc, d: { [day]: inc } } as never, merge);
  tx.set(platformStatsRef(db, 'total', shard), { month: 'total', shard, c: inc } as never, merge);
  // A deleted account's customer statistics are gone with it; its events still count for the platform.
  if (event.userId && event.userId !== DELETED_USER) {
    tx.set(customerMonthRef(db, event.userId, month), { userId: event.userId, month, c: inc } as never, merge);
    tx.set(customerTotalRef(db, event.userId), { userId: event.userId, month: 'total', c: inc } as never, merge);
  }
}
