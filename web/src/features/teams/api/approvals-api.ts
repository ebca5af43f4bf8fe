import type { ApprovalRequest, CallableInput, WithId } from '@tasklane/domain';
import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { call } from '../../../lib/callable';
import { useLiveQuery } from '../../../lib/data/live';
import { webRefs } from '../../../lib/data/refs';

/** The most requests a list shows (pending ones expire after 7 days, so a team has few). */
export const MAX_REQUESTS = 50;

/** Owners: the team's pending requests, newest first (rules: owners list by accountId). */
export function teamPendingRequestsQuery(db: Firestore, teamId: string) {
  return query(
    webRefs.approvalRequests(db),
    where('accountId', '==', teamId),
    where('status', '==', 'pending'),
    orderBy('createdAt', 'desc'),
    limit(MAX_REQUESTS),
  );
}

/** A member: their own requests in the team, newest first (rules: by accountId and their uid). */
export function myRequestsQuery(db: Firestore, teamId: string, uid: string) {
  return query(
    webRefs.approvalRequests(db),
    where('accountId', '==', teamId),
    where('userId', '==', uid),
    orderBy('createdAt', 'desc'),
    limit(20),
  );
}

export function useTeamPendingRequests(teamId: string, enabled: boolean) {
  const db = useFirestore();
  return useLiveQuery<WithId<ApprovalRequest>>(
    enabled ? `approvals-pending/${teamId}` : '',
    teamPendingRequestsQuery(db, teamId),
  );
}

export function useMyRequests(teamId: string, uid: string) {
  const db = useFirestore();
  return useLiveQuery<WithId<ApprovalRequest>>(`approvals-mine/${teamId}/${uid}`, myRequestsQuery(db, teamId, uid));
}

export const setApprovalRule = (input: CallableInput<'setApprovalRule'>) => call('setApprovalRule', input);
export const approveRequest = (requestId: string) => call('approveRequest', { requestId });
export const declineRequest = (requestId: string, reason: string) => call('declineRequest', { requestId, reason });
export const withdrawRequest = (requestId: string) => call('withdrawRequest', { requestId });
