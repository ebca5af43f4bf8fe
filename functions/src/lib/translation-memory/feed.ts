import {
  MEMORY_LIMITS,
  accountOf,
  alignTexts,
  memoryTextsOf,
  normalizeSentence,
  type MemoryPairDoc,
  type Task,
} from '@tasklane/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../admin.js';
import { refs } from '../collections.js';
import {
  FieldValue,
  Timestamp,
  loadMemoryIndex,
  memoryRefs,
  monthKey,
  pairDocOf,
  removePairs,
  writePairs,
} from './store.js';

export interface DeliveryFeed {
  added: number;
  /** This task's pairs from an earlier delivery, replaced (a revision). */
  replaced: number;
  /** Sentences the aligner could not pair with confidence. */
  leftOut: number;
  /** Delivered pairs already in the memory, or contradicting an approved pair the reviewer kept. */
  skipped: number;
  /** Approved pairs the reviewer's accepted differences replaced. */
  superseded: number;
  /** The oldest unused pairs that gave way past the limit. */
  evicted: number;
}

/**
 * After a delivery: the task's English and French texts, aligned, go into its account's memory.
 * A revision's redelivery replaces the pairs of the task's earlier delivery. A delivered sentence
 * whose source already has an approved translation is skipped, unless the reviewer accepted the
 * difference (`accepted`: the approved pairs to replace). Pairs the draft used are marked used,
 * and counted for the month on a first delivery. Past the limit, the oldest unused pairs go.
 */
export async function feedDelivery(
  taskId: string,
  opts: { accepted?: readonly string[] } = {},
  db: Firestore = defaultDb,
): Promise<DeliveryFeed> {
  const m = memoryRefs(db);
  const [taskSnap, draftSnap] = await Promise.all([
    refs(db).task(taskId).get(),
    refs(db).staffDoc(taskId, 'draft').get(),
  ]);
  const task = taskSnap.data() as Task | undefined;
  const none: DeliveryFeed = { added: 0, replaced: 0, leftOut: 0, skipped: 0, superseded: 0, evicted: 0 };
  if (!task || task.status !== 'delivered') return none;
  const accountId = accountOf(task);
  const texts = memoryTextsOf(task);
  const usedIds = ((draftSnap.get('memoryPairIds') as string[] | undefined) ?? []).slice(0, 200);
  if (!texts && usedIds.length === 0) return none;
  const aligned = texts ? alignTexts(texts.en, texts.fr) : { pairs: [], leftOut: 0 };

  // What the memory holds already (outside the transaction: shards are the matcher's copy). This
  // task's own earlier pairs are replaced below, so they neither block nor duplicate.
  const [{ index }, earlier] = await Promise.all([
    loadMemoryIndex(accountId, db),
    m.pairs(accountId).where('taskId', '==', taskId).select().limit(500).get(),
  ]);
  const own = new Set(earlier.docs.map((d) => d.id));
  const accepted = new Set(opts.accepted ?? []);
  const supersede = new Set<string>();
  const fresh: { en: string; fr: string }[] = [];
  let skipped = 0;
  const seen = new Set<string>();
  for (const p of aligned.pairs) {
    const key = `${normalizeSentence(p.en)}\u0000${normalizeSentence(p.fr)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const same = index.match(p.en, 'en', 10).filter((x) => x.exact && !own.has(x.pairId));
    const identical = same.some((x) => normalizeSentence(x.target) === normalizeSentence(p.fr));
    const differing = same.filter((x) => x.approved && normalizeSentence(x.target) !== normalizeSentence(p.fr));
    // Kept as it is: the memory has it, or has another approved translation the reviewer did not replace.
    if (identical || differing.some((x) => !accepted.has(x.pairId))) {
      skipped += 1;
      continue;
    }
    for (const x of differing) supersede.add(x.pairId);
    fresh.push(p);
  }

  const deliveredAt = Timestamp.now();
  const firstDelivery = task.history.filter((h) => h.to === 'delivered').length <= 1;
  return db.runTransaction(async (tx) => {
    const [summarySnap, oldSnap] = await Promise.all([
      tx.get(m.summary(accountId)),
      tx.get(m.pairs(accountId).where('taskId', '==', taskId).limit(500)),
    ]);
    const used = usedIds.length > 0 ? await tx.getAll(...usedIds.map((id) => m.pair(accountId, id))) : [];
    const oldIds = oldSnap.docs.map((d) => d.id);
    // A pair this task delivered before is replaced anyway; only others count as superseded.
    const supersededIds = [...supersede].filter((id) => !oldIds.includes(id));
    const count = summarySnap.data()?.count ?? 0;
    let next = count - oldIds.length - supersededIds.length + fresh.length;
    let evictIds: string[] = [];
    if (next > MEMORY_LIMITS.maxPairs) {
      const excess = next - MEMORY_LIMITS.maxPairs;
      // Pairs going anyway, and those this delivery's draft just used, are not what gives way.
      const going = new Set([...oldIds, ...supersededIds, ...usedIds]);
      const oldest = await tx.get(
        m
          .pairs(accountId)
          .orderBy('usedOrCreatedMs')
          .limit(excess + going.size),
      );
      evictIds = oldest.docs
        .map((d) => d.id)
        .filter((id) => !going.has(id))
        .slice(0, excess);
      next -= evictIds.length;
    }
    removePairs(tx, accountId, [...oldIds, ...supersededIds, ...evictIds], db);
    const docs: { id: string; doc: MemoryPairDoc }[] = fresh.map((p) => ({
      id: m.pairs(accountId).doc().id,
      doc: pairDocOf(accountId, { ...p, source: 'delivery', taskId, createdBy: task.reviewerId }, deliveredAt),
    }));
    writePairs(tx, accountId, docs, db);
    const usedNow = used.filter((s) => s.exists && !evictIds.includes(s.id));
    for (const s of usedNow) tx.update(s.ref, { lastUsedAt: deliveredAt, usedOrCreatedMs: deliveredAt.toMillis() });
    tx.set(
      m.summary(accountId),
      {
        accountId,
        count: next,
        updatedAt: deliveredAt,
        ...(firstDelivery && usedNow.length > 0
          ? { usedByMonth: { [monthKey(deliveredAt.toMillis())]: FieldValue.increment(usedNow.length) } }
          : {}),
      },
      { merge: true },
    );
    return {
      added: docs.length,
      replaced: oldIds.length,
      leftOut: aligned.leftOut,
      skipped,
      superseded: supersededIds.length,
      evicted: evictIds.length,
    };
  });
}
