import { accountOf, successorOf, toMillis, type Team, type TeamMember, type TeamRole } from '@tasklane/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { writeAudit } from './audit.js';
import { col } from './collections.js';

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
  const teamRef = col.team(accountId);
  const memberRef = col.teamMember(accountId, uid);
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
  const ref = col.teamMember(accountId, uid);
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
    tx.get(col.team(teamId)),
    tx.get(col.teamMembers(teamId)),
    tx.get(col.wallet(teamId)),
  ]);
  const members = membersSnap.docs.map((d) => d.data());
  const leaving = members.find((m) => m.uid === target);
  if (!teamSnap.exists || !leaving) throw new HttpsError('not-found', 'Member not found', { reason: 'not_a_member' });
  const rest = members.filter((m) => m.uid !== target);
  tx.delete(col.teamMember(teamId, target));
  writeAudit(tx, {
    actorUserId: actor,
    subjectUserId: teamId,
    action: 'team_member_removed',
    entityType: 'team',
    entityId: teamId,
    metadata: { uid: target, role: leaving.role, left: actor === target },
  });
  if (rest.length === 0) {
    tx.update(col.team(teamId), {
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
      tx.update(col.teamMember(teamId, heir), { role: 'owner' });
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
