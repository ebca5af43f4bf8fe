import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { requireTeamRole } from '../lib/teams.js';
import { col } from '../lib/collections.js';
import { FieldValue } from 'firebase-admin/firestore';

/** Owners choose which members' orders wait for an owner: none, above N credits, or all. */
export const setApprovalRule = defineCallable('setApprovalRule', 'user', async ({ teamId, rule }, { uid }) => {
  await db.runTransaction(async (tx) => {
    const acting = await requireTeamRole(uid, teamId, ['owner'], tx);
    tx.update(col.team(teamId), { approvalRule: rule, updatedAt: FieldValue.serverTimestamp() });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: teamId,
      action: 'team_approval_rule_set',
      entityType: 'team',
      entityId: teamId,
      metadata: { from: acting.team.approvalRule ?? { mode: 'none' }, to: rule },
    });
  });
  return { ok: true as const };
});
