import type { Schedule } from '@tasklane/domain';
import { col } from '../collections.js';

/** At most this many owners are told about one team's schedules. */
const OWNERS_TOLD = 20;

/**
 * Who hears about a schedule: for a personal account, its person; for a team's, its creator (while
 * still a member) and the team's owners (DECISIONS, "Recurring tasks"). Deduplicated.
 */
export async function scheduleRecipients(s: Pick<Schedule, 'accountId' | 'createdBy'>): Promise<string[]> {
  if (s.accountId === s.createdBy) return [s.accountId];
  const [owners, creator] = await Promise.all([
    col.teamMembers(s.accountId).where('role', '==', 'owner').limit(OWNERS_TOLD).get(),
    col.teamMember(s.accountId, s.createdBy).get(),
  ]);
  const out = new Set(owners.docs.map((d) => d.id));
  if (creator.exists) out.add(s.createdBy);
  return [...out];
}
