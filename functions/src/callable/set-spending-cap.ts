import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { requireTeamRole } from '../lib/teams.js';
import { col } from '../lib/collections.js';

/** Owners set (or clear, with null) a member's monthly spending cap in credits. */
export const setSpendingCap = defineCallable(
  'setSpendingCap',
  'user',
  async ({ teamId, uid: target, monthlyCapCredits }, { uid }) => {
    await db.runTransaction(async (tx) => {
      await requireTeamRole(uid, teamId, ['owner'], tx);
      const member = (await tx.get(col.teamMember(teamId, target))).data();
      if (!member) throw new HttpsError('not-found', 'Member not found', { reason: 'not_a_member' });
      tx.update(col.teamMember(teamId, target), { monthlyCapCredits });
      writeAudit(tx, {
        actorUserId: uid,
        subjectUserId: teamId,
        action: 'team_spending_cap_set',
        entityType: 'team',
        entityId: teamId,
        metadata: { uid: target, from: member.monthlyCapCredits, to: monthlyCapCredits },
      });
    });
    return { ok: true as const };
  },
);
