import {
  accountOf,
  successorOf,
  toMillis,
  type Team,
  type TeamInvitation,
  type TeamMember,
  type TeamRole,
} from '@tasklane/domain';
import {
  FieldValue,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from './admin.js';
import { writeAudit } from './audit.js';

function typed<T extends DocumentData>(): FirestoreDataConverter<T> {
  return { toFirestore: (m) => m as DocumentData, fromFirestore: (s: QueryDocumentSnapshot) => s.data() as T };
}
const teamConverter = typed<Team>();
const memberConverter = typed<TeamMember>();
const invitationConverter = typed<TeamInvitation>();

export const teamRefs = {
  team: (teamId: string) => db.collection('teams').doc(teamId).withConverter(teamConverter),
  members: (teamId: string) => db.collection('teams').doc(teamId).collection('members').withConverter(memberConverter),
  member: (teamId: string, uid: string) =>
    db.collection('teams').doc(teamId).collection('members').doc(uid).withConverter(memberConverter),
  invitations: (teamId: string) =>
    db.collection('teams').doc(teamId).collection('invitations').withConverter(invitationConverter),
  invitation: (teamId: string, id: string) =>
    db.collection('teams').doc(teamId).collection('invitations').doc(id).withConverter(invitationConverter),
};

/** The account a call acts for: the caller's own, or a team they belong to. */
export type ActingAccount =
  | { kind: 'personal'; accountId: string; uid: string }
  | { kind: 'team'; accountId: string; uid: string; team: Team; member: TeamMember };

/** Same answer for a team that does not exist and one the caller is not in: ids reveal nothing. */
const notMember = () => new HttpsError('permission-denied', 'Not a member of this team', { reason: 'not_a_member' });

/**
 * THE check for "which account does this call act for, and may this user act for it". The
 * client's `accountId` is only a wish: absent or equal to the caller's uid means their personal
 * account; anything else must be an active team with the caller's membership document, read here
 * (inside the caller's transaction when given one, so a member removed meanwhile cannot spend).
 */
export async function resolveAccount(
  uid: string,
  accountId: string | undefined,
  tx?: Transaction,
): Promise<ActingAccount> {
  if (accountId === undefined || accountId === uid) return { kind: 'personal', accountId: uid, uid };
  const teamRef = teamRefs.team(accountId);
  const memberRef = teamRefs.member(accountId, uid);
  const [teamSnap, memberSnap] = tx
    ? await Promise.all([tx.get(teamRef), tx.get(memberRef)])
    : await Promise.all([teamRef.get(), memberRef.get()]);
  const team = teamSnap.data();
  const member = memberSnap.data();
  if (!team || !member || team.status !== 'active') throw notMember();
  return { kind: 'team', accountId, uid, team, member };
}

/** resolveAccount for a team id, requiring one of `roles`. */
export async function requireTeamRole(
  uid: string,
  teamId: string,
  roles: readonly TeamRole[],
  tx?: Transaction,
): Promise<Extract<ActingAccount, { kind: 'team' }>> {
  if (teamId === uid) throw notMember();
  const acting = await resolveAccount(uid, teamId, tx);
  if (acting.kind !== 'team') throw notMember();
  if (!roles.includes(acting.member.role))
    throw new HttpsError('permission-denied', 'Owner role required', { reason: 'owner_required' });
  return acting;
}

/**
 * The customer's side of a record (a task, a quote): for a personal record its user; for a team's
 * record every current member (its submitter only while still a member). The one place functions
 * decide it, so every customer action widens together.
 */
export async function isCustomerSide(
  uid: string,
  record: { accountId?: string | null; userId: string },
  tx?: Transaction,
): Promise<boolean> {
  const accountId = accountOf(record);
  if (accountId === record.userId) return record.userId === uid;
  const ref = teamRefs.member(accountId, uid);
  const snap = tx ? await tx.get(ref) : await ref.get();
  return snap.exists;
}

/**
 * Read-then-write phase of a removal (an owner removing someone, or someone leaving): deletes the
 * membership; when the last owner goes, the longest-standing remaining member becomes owner; when
 * nobody is left, the team is closed. The team's wallet stays as it is: its balance, if any
 * (recorded in the `team_closed` audit entry), is settled by the refund rules when an admin calls
 * settleClosedTeam.
 */
export async function removeFromTeam(
  tx: Transaction,
  teamId: string,
  target: string,
  actor: string,
): Promise<{ closed: boolean; newOwner: string | null }> {
  const [teamSnap, membersSnap, walletSnap] = await Promise.all([
    tx.get(teamRefs.team(teamId)),
    tx.get(teamRefs.members(teamId)),
    tx.get(db.collection('wallets').doc(teamId)),
  ]);
  const members = membersSnap.docs.map((d) => d.data());
  const leaving = members.find((m) => m.uid === target);
  if (!teamSnap.exists || !leaving) throw new HttpsError('not-found', 'Member not found', { reason: 'not_a_member' });
  const rest = members.filter((m) => m.uid !== target);
  tx.delete(teamRefs.member(teamId, target));
  writeAudit(tx, {
    actorUserId: actor,
    subjectUserId: teamId,
    action: 'team_member_removed',
    entityType: 'team',
    entityId: teamId,
    metadata: { uid: target, role: leaving.role, left: actor === target },
  });
  if (rest.length === 0) {
    tx.update(teamRefs.team(teamId), {
      status: 'closed',
      closedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, {
      actorUserId: actor,
      subjectUserId: teamId,
      action: 'team_closed',
      entityType: 'team',
      entityId: teamId,
      metadata: { reason: 'no_members', balanceLeft: (walletSnap.get('balance') as number | undefined) ?? 0 },
    });
    return { closed: true, newOwner: null };
  }
  if (leaving.role === 'owner' && !rest.some((m) => m.role === 'owner')) {
    const heir = successorOf(rest, target, (t) => toMillis(t) ?? 0);
    if (heir) {
      tx.update(teamRefs.member(teamId, heir), { role: 'owner' });
      writeAudit(tx, {
        actorUserId: actor,
        subjectUserId: teamId,
        action: 'team_member_role_changed',
        entityType: 'team',
        entityId: teamId,
        metadata: { uid: heir, from: 'member', to: 'owner', reason: 'last_owner_left' },
      });
    }
    return { closed: false, newOwner: heir };
  }
  return { closed: false, newOwner: null };
}
