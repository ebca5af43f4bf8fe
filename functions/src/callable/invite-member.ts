import { INVITATION_TTL_MS, LOCALES, type Locale } from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { randomBytes } from 'node:crypto';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { findUserByEmail } from '../lib/auth-mail.js';
import { defineCallable } from '../lib/callable.js';
import { consumeLimits } from '../lib/rate-limit.js';
import { requireTeamRole } from '../lib/teams.js';
import { APP_ORIGIN, sendMail } from '../services/mail.js';
import { teamInvitationMail } from '../services/team-emails.js';
import { col } from '../lib/collections.js';
import { hashInvitationSecret } from '../lib/invitation-secret.js';

/**
 * Owners invite by address: a pending invitation whose one-time secret is stored only hashed,
 * valid 7 days, counted against per-team, per-address and service-wide ceilings in the same
 * transaction. The mail goes in the invitee's language when they have a profile, else in the
 * language the owner chose, else in both.
 */
export const inviteMember = defineCallable('inviteMember', 'user', async ({ teamId, email, role, locale }, { uid }) => {
  const secret = randomBytes(24).toString('base64url');
  const invitationRef = col.teamInvitations(teamId).doc();
  const expiresAtMs = Date.now() + INVITATION_TTL_MS;
  const { team } = await db.runTransaction(async (tx) => {
    const acting = await requireTeamRole(uid, teamId, ['owner'], tx);
    const already = await tx.get(col.teamMembers(teamId).where('email', '==', email).limit(1));
    if (!already.empty) throw new HttpsError('already-exists', 'Already a member', { reason: 'already_member' });
    const over = await consumeLimits(tx, [
      { name: 'teamInvitePerTeam', key: teamId },
      { name: 'teamInvitePerEmail', key: email },
      { name: 'teamInviteGlobal' },
    ]);
    if (over)
      throw new HttpsError('resource-exhausted', 'Too many invitations; try again later', { reason: 'rate_limited' });
    tx.create(invitationRef, {
      email,
      role,
      tokenHash: hashInvitationSecret(secret),
      status: 'pending',
      invitedBy: uid,
      createdAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(expiresAtMs),
      acceptedBy: null,
      decidedAt: null,
    });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: teamId,
      action: 'team_member_invited',
      entityType: 'team',
      entityId: teamId,
      metadata: { invitationId: invitationRef.id, email, role },
    });
    return acting;
  });

  const invitee = await findUserByEmail(email);
  const known = invitee ? (await col.profile(invitee.uid).get()).data()?.locale : undefined;
  const langs: readonly Locale[] = known ? [known] : locale ? [locale] : LOCALES;
  const inviter = (await col.profile(uid).get()).data()?.name ?? '';
  const link = new URL('/team/join', APP_ORIGIN.value());
  link.searchParams.set('token', `${teamId}.${invitationRef.id}.${secret}`);
  await sendMail(teamInvitationMail(email, langs, inviter || team.name, team.name, link.toString()));
  return { invitationId: invitationRef.id, expiresAtMs };
});
