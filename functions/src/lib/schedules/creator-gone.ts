import { localDateOf } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin.js';
import { afterCommit } from '../after-commit.js';
import { writeAudit } from '../audit.js';
import { col } from '../collections.js';
import { idleFields } from './access.js';
import { tellSchedule } from './tell.js';

/** At most this many of one creator's schedules in one team (far above any real use). */
const CREATOR_SCHEDULES = 200;

/**
 * When a person leaves or is removed from a team (or deletes their account), the team's schedules
 * they created pause at once, and the owners are told (DECISIONS, "Who an automated order acts
 * as"). An owner resumes one to adopt it. The scheduler pauses it too if it ever finds its creator
 * gone, so a failure here costs no order.
 */
export async function pauseCreatorSchedules(teamId: string, uid: string, actor: string): Promise<number> {
  return afterCommit(
    `pause ${uid}'s schedules in ${teamId}`,
    async () => {
      const snap = await col
        .schedules()
        .where('accountId', '==', teamId)
        .where('createdBy', '==', uid)
        .limit(CREATOR_SCHEDULES)
        .get();
      let paused = 0;
      for (const d of snap.docs) {
        const schedule = d.data();
        if (schedule.status === 'ended' || schedule.pausedReason === 'creator_gone') continue;
        await db.runTransaction(async (tx) => {
          tx.update(d.ref, {
            status: 'paused',
            pausedReason: 'creator_gone',
            ...idleFields,
            updatedAt: FieldValue.serverTimestamp(),
          });
          writeAudit(tx, {
            actorUserId: actor,
            subjectUserId: teamId,
            action: 'schedule_paused',
            entityType: 'schedule',
            entityId: d.id,
            metadata: { reason: 'creator_gone' },
          });
        });
        paused++;
        await tellSchedule(d.id, schedule, localDateOf(Date.now()), 'paused_creator_gone');
      }
      return paused;
    },
    0,
  );
}
