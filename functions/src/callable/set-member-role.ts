import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { requireTeamRole } from '../lib/teams.js';
import { col } from '../lib/collections.js';
import { revokeCreatorKeys } from '../lib/api/revoke.js';

/**
 * Owners change a member's role. Passing ownership on is: make the other person an owner, then
 * step down. A team keeps at least one owner: the last owner cannot be made a member. An owner made
 * a member loses the API keys they made for the team (revoked; the owners are told).
 */
export const setMemberRole = defineCallable('setMemberRole', 'user', async ({ teamId, uid: target, role }, { uid }) => {
  const demoted = await db.runTransaction(async (tx) => {
    await requireTeamRole(uid, teamId, ['owner'], tx);
    const owners = await tx.get(col.teamMembers(teamId).where('role', '==', 'owner'));
    const member = (await tx.get(col.teamMember(teamId, target))).data();
    if (!member) throw new HttpsError('not-found', 'Member not found', { reason: 'not_a_member' });
    if (member.role === role) return false;
    if (role === 'member' && owners.size <= 1)
      throw new HttpsError('failed-precondition', 'A team needs at least one owner', { reason: 'last_owner' });
    tx.update(col.teamMember(teamId, target), { role });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: teamId,
      action: 'team_member_role_changed',
      entityType: 'team',
      entityId: teamId,
      metadata: { uid: target, from: member.role, to: role },
    });
    return role === 'member';
  });
  if (demoted) await revokeCreatorKeys(teamId, target, uid, 'creator_not_owner');
  return { ok: true as const };
});
