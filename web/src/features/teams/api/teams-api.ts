import type { CallableInput, TeamInvitation, TeamMember, Team, WithId } from '@tasklane/domain';
import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { call } from '../../../lib/callable';
import { useLiveDoc, useLiveQuery } from '../../../lib/data/live';
import { webRefs } from '../../../lib/data/refs';

/** A team has few members; the list is bounded all the same. */
export const MAX_MEMBERS = 50;

/** The person's memberships across teams (one document each, with the team's name). */
export function myMembershipsQuery(db: Firestore, uid: string) {
  return query(webRefs.memberships(db), where('uid', '==', uid), limit(MAX_MEMBERS));
}

/** A membership with its team's id (the document's own id is the member's uid). */
export type Membership = WithId<TeamMember> & { teamId: string };

export function useMyMemberships(uid: string) {
  const db = useFirestore();
  return useLiveQuery<WithId<TeamMember>, Membership>(`memberships/${uid}`, myMembershipsQuery(db, uid), (d) => ({
    ...d.data(),
    teamId: d.ref.parent.parent?.id ?? '',
  }));
}

/**
 * The person's own membership of a team, live: one document read. Absent, or refused by the rules
 * (they read it only as a member), means they are no longer in the team. An empty `teamId` (the
 * personal space) listens to nothing.
 */
export function useMyMembership(teamId: string | null, uid: string) {
  const db = useFirestore();
  return useLiveDoc<WithId<TeamMember>>(
    teamId ? `membership/${teamId}/${uid}` : '',
    webRefs.teamMember(db, teamId ?? 'none', uid),
  );
}

export function useTeam(teamId: string) {
  const db = useFirestore();
  return useLiveDoc<WithId<Team>>(`team/${teamId}`, webRefs.team(db, teamId));
}

export function useTeamMembers(teamId: string) {
  const db = useFirestore();
  return useLiveQuery<WithId<TeamMember>>(
    `team-members/${teamId}`,
    query(webRefs.teamMembers(db, teamId), orderBy('joinedAt'), limit(MAX_MEMBERS)),
  );
}

/** Pending invitations (owners only, by rules: mount it for owners only). */
export function useTeamInvitations(teamId: string) {
  const db = useFirestore();
  return useLiveQuery<WithId<TeamInvitation>>(
    `team-invitations/${teamId}`,
    query(webRefs.teamInvitations(db, teamId), where('status', '==', 'pending'), limit(MAX_MEMBERS)),
  );
}

/** A pending invitation as the owner's list shows it. */
export interface ShownInvitation {
  id: string;
  email: string;
  expiresAtMs: number;
}

/**
 * Teams left from this tab. Leaving ends the person's access before the call answers, so their own
 * listeners (the space switcher's, the team screen's) may be refused first: for a team left here,
 * that is the leave itself, not a removal to announce. Kept after the leave (a listener may still
 * report it afterwards); joining the team again clears it.
 */
const leftTeams = new Set<string>();

/** Whether the person left this team from this tab (see leaveTeam). */
export const hasLeft = (teamId: string) => leftTeams.has(teamId);

export const createTeam = (input: CallableInput<'createTeam'>) => call('createTeam', input);

/**
 * Invites, and answers the invitation as the list shows it, from the server's answer: the list's
 * listener may report it late (see PendingInvitations).
 */
export async function inviteMember(input: CallableInput<'inviteMember'>): Promise<ShownInvitation> {
  const { invitationId, expiresAtMs } = await call('inviteMember', input);
  // The server stores the address lower-cased (the input schema's transform); so does the copy.
  return { id: invitationId, email: input.email.trim().toLowerCase(), expiresAtMs };
}

export async function acceptInvitation(token: string) {
  const joined = await call('acceptInvitation', { token });
  leftTeams.delete(joined.teamId);
  return joined;
}

export const revokeInvitation = (teamId: string, invitationId: string) =>
  call('revokeInvitation', { teamId, invitationId });
export const setMemberRole = (input: CallableInput<'setMemberRole'>) => call('setMemberRole', input);
export const removeMember = (teamId: string, uid: string) => call('removeMember', { teamId, uid });

/** The person removes themself (see leftTeams). */
export async function leaveTeam(teamId: string, uid: string) {
  leftTeams.add(teamId);
  try {
    return await removeMember(teamId, uid);
  } catch (err) {
    leftTeams.delete(teamId);
    throw err;
  }
}

export const setSpendingCap = (input: CallableInput<'setSpendingCap'>) => call('setSpendingCap', input);
export const closeTeam = (teamId: string) => call('closeTeam', { teamId });
