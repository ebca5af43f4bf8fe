import type { Team, TeamMember, WithId } from '@tasklane/domain';
import { limit, orderBy, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLiveQuery } from '../../../lib/data/live';
import { webRefs } from '../../../lib/data/refs';

/** Admins: the newest teams (rules: listing teams needs the admin claim), bounded. */
export function useTeamsPage(count: number) {
  const db = useFirestore();
  return useLiveQuery<WithId<Team>>(
    `admin-teams/${count}`,
    query(webRefs.teams(db), orderBy('createdAt', 'desc'), limit(count)),
  );
}

/** Admins: one team's members, bounded. */
export function useAdminTeamMembers(teamId: string) {
  const db = useFirestore();
  return useLiveQuery<WithId<TeamMember>>(
    `admin-team-members/${teamId}`,
    query(webRefs.teamMembers(db, teamId), orderBy('joinedAt'), limit(50)),
  );
}
