import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { requireTeamRole } from '../lib/teams.js';
import { col } from '../lib/collections.js';

/** Owners revoke a pending invitation; its link then refuses. */
export const revokeInvitation = defineCallable(
  'revokeInvitation',
  'user',
  async ({ teamId, invitationId }, { uid }) => {
    await db.runTransaction(async (tx) => {
      await requireTeamRole(uid, teamId, ['owner'], tx);
      const ref = col.teamInvitation(teamId, invitationId);
      const invitation = (await tx.get(ref)).data();
      if (!invitation) throw new HttpsError('not-found', 'Invitation not found', { reason: 'invitation_invalid' });
      if (invitation.status !== 'pending')
        throw new HttpsError('failed-precondition', 'Only a pending invitation can be revoked', {
          reason: 'not_pending',
        });
      tx.update(ref, { status: 'revoked', decidedAt: FieldValue.serverTimestamp() });
      writeAudit(tx, {
        actorUserId: uid,
        subjectUserId: teamId,
        action: 'team_invitation_revoked',
        entityType: 'team',
        entityId: teamId,
        metadata: { invitationId, email: invitation.email },
      });
    });
    return { ok: true as const };
  },
);
