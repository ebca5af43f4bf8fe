import { parseInvitationToken, spendingMonth, toMillis } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { timingSafeEqual } from 'node:crypto';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { hashInvitationSecret } from '../lib/invitation-secret.js';
import { col } from '../lib/collections.js';

const refuse = (code: 'not-found' | 'failed-precondition' | 'permission-denied', message: string, reason: string) =>
  new HttpsError(code, message, { reason });

/**
 * The invited address accepts, once: the link's secret must hash to the stored one, the
 * invitation be pending and unexpired, and the caller's verified sign-in address be the invited
 * one. Membership and the invitation's new state are written together, so a link used twice at
 * once makes one member.
 */
export const acceptInvitation = defineCallable('acceptInvitation', 'user', async ({ token }, { uid, request }) => {
  const { teamId, invitationId, secret } = parseInvitationToken(token);
  const email = String(request.auth?.token.email ?? '').toLowerCase();
  const verified = request.auth?.token.email_verified === true;
  const teamName = await db.runTransaction(async (tx) => {
    const invitationRef = col.teamInvitation(teamId, invitationId);
    const [invSnap, teamSnap, memberSnap, profileSnap] = await Promise.all([
      tx.get(invitationRef),
      tx.get(col.team(teamId)),
      tx.get(col.teamMember(teamId, uid)),
      tx.get(col.profile(uid)),
    ]);
    const invitation = invSnap.data();
    const team = teamSnap.data();
    const stored = Buffer.from(invitation?.tokenHash ?? '', 'hex');
    const given = Buffer.from(hashInvitationSecret(secret), 'hex');
    if (!invitation || !team || stored.length !== given.length || !timingSafeEqual(stored, given))
      throw refuse('not-found', 'Invitation not found', 'invitation_invalid');
    if (invitation.status === 'accepted')
      throw refuse('failed-precondition', 'This invitation was already used', 'invitation_used');
    if (invitation.status === 'revoked')
      throw refuse('failed-precondition', 'This invitation was revoked', 'invitation_revoked');
    if ((toMillis(invitation.expiresAt) ?? 0) <= Date.now())
      throw refuse('failed-precondition', 'This invitation has expired', 'invitation_expired');
    if (team.status !== 'active') throw refuse('failed-precondition', 'This team is closed', 'team_closed');
    if (!verified || email !== invitation.email)
      throw refuse('permission-denied', 'This invitation is for another address', 'wrong_address');
    const now = FieldValue.serverTimestamp();
    if (!memberSnap.exists) {
      const profile = profileSnap.data();
      tx.create(col.teamMember(teamId, uid), {
        uid,
        teamName: team.name,
        email,
        name: profile?.name ?? '',
        role: invitation.role,
        joinedAt: now,
        monthlyCapCredits: null,
        spentMonth: spendingMonth(Date.now()),
        spentCredits: 0,
      });
    }
    tx.update(invitationRef, { status: 'accepted', acceptedBy: uid, decidedAt: now });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: teamId,
      action: 'team_invitation_accepted',
      entityType: 'team',
      entityId: teamId,
      metadata: { invitationId, role: invitation.role },
    });
    return team.name;
  });
  return { teamId, teamName };
});
