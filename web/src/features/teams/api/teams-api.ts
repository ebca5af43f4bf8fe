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
  return useLiveQuery<WithId<TeamMember>, Membership>(`memberships/${uid}`, myMembershipsQuery(db, uid), (d) => ({ ...d.data(), teamId: d.ref.parent.parent?.id ?? '' }));
}

export function useTeam(teamId: string) {
  const db = useFirestore();
  return useLiveDoc<WithId<Team>>(`team/${teamId}`, webRefs.team(db, teamId));
}

export function useTeamMembers(teamId: string) {
  const db = useFirestore();
  return useLiveQuery<WithId<TeamMember>>(`team-members/${teamId}`, query(webRefs.teamMembers(db, teamId), orderBy('joinedAt'), limit(MAX_MEMBERS)));
}

/** Pending invitations (owners only, by rules: mount it for owners only). */
export function useTeamInvitations(teamId: string) {
  const db = useFirestore();
  return useLiveQuery<WithId<TeamInvitation>>(`team-invitations/${teamId}`, query(webRefs.teamInvitations(db, teamId), where('status', '==', 'pending'), limit(MAX_MEMBERS)));
}

export const createTeam = (input: CallableInput<'createTeam'>) => call('createTeam', input);
export const inviteMember = (input: CallableInput<'inviteMember'>) => call('inviteMember', input);
export const acceptInvitation = (token: string) => call('acceptInvitation', { token });
export const revokeInvitation = (teamId: string, invitationId: string) => call('revokeInvitation', { teamId, invitationId });
export const setMemberRole = (input: CallableInput<'setMemberRole'>) => call('setMemberRole', input);
export const removeMember = (teamId: string, uid: string) => call('removeMember', { teamId, uid });
export const setSpendingCap = (input: CallableInput<'setSpendingCap'>) => call('setSpendingCap', input);
export const closeTeam = (teamId: string) => call('closeTeam', { teamId });
