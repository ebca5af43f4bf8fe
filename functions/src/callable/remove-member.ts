import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { cancelQueuedOfClosedTeam } from '../lib/cancel-queued.js';
import { pauseCreatorSchedules } from '../lib/schedules/creator-gone.js';
import { removeFromTeam, requireTeamRole } from '../lib/teams.js';
import { revokeCreatorKeys } from '../lib/api/revoke.js';

/**
 * Owners remove a member; any member removes themself (leaving). Access ends with the membership
 * document: rules and every server check read it, so an open screen's listener is refused at once.
 * Their tasks stay with the team, under their name. The last one out closes the team, and its
 * queued tasks are cancelled with their refunds. The schedules the person made pause, and the API
 * keys they made are revoked (the owners are told).
 */
export const removeMember = defineCallable('removeMember', 'user', async ({ teamId, uid: target }, { uid }) => {
  const out = await db.runTransaction(async (tx) => {
    await requireTeamRole(uid, teamId, target === uid ? ['owner', 'member'] : ['owner'], tx);
    return removeFromTeam(tx, teamId, target, uid);
  });
  if (out.closed) await cancelQueuedOfClosedTeam(teamId);
  // The schedules the person made stop acting as them at once; the owners are told.
  else {
    await pauseCreatorSchedules(teamId, target, uid);
    await revokeCreatorKeys(teamId, target, uid, 'creator_left');
  }
  return out;
});
