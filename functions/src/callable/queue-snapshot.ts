import { SLOT_STATUSES, TIERS, queueKey, type Tier } from '@tasklane/domain';
import { defineCallable } from '../lib/callable.js';
import { readSettings } from '../lib/settings.js';
import { col } from '../lib/collections.js';

/**
 * How busy the queue is, as counts only: how many queued tasks a new task of each tier would wait
 * behind (earliest deadline first, the same key the queue uses) and how many production slots are
 * taken. The web turns it into an estimated start and delivery with the domain's estimateSchedule.
 * Count aggregations cost one read per 1,000 entries, so the form can ask on every visit.
 */
export const queueSnapshot = defineCallable('queueSnapshot', 'user', async () => {
  const settings = await readSettings();
  const now = Date.now();
  const tasks = col.tasks();
  const queued = tasks.where('queueStatus', '==', 'queued');
  const [active, working, ...ahead] = await Promise.all([
    tasks.where('queueStatus', '==', 'active').where('status', '==', 'submitted').count().get(),
    tasks
      .where('status', 'in', [...SLOT_STATUSES])
      .count()
      .get(),
    ...TIERS.map((tier) =>
      queued
        .where('queueKey', '<=', queueKey(now, tier, settings))
        .count()
        .get(),
    ),
  ]);
  const tasksAhead = Object.fromEntries(TIERS.map((tier, i) => [tier, ahead[i]?.data().count ?? 0])) as Record<
    Tier,
    number
  >;
  const tierHours = Object.fromEntries(TIERS.map((tier) => [tier, settings.tiers[tier].hours])) as Record<Tier, number>;
  return {
    capacity: settings.queueCapacity,
    occupied: active.data().count + working.data().count,
    tasksAhead,
    tierHours,
    atMs: now,
  };
});
