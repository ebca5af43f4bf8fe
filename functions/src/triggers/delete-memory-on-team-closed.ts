import { REGION } from '@tasklane/domain';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { deleteMemory } from '../lib/translation-memory/store.js';

/**
 * Closing a team deletes its translation memory (DECISIONS, Translation memory), whichever way it
 * closed: an owner's closeTeam, or its last member leaving, being removed or deleting their account.
 * Recursive and idempotent, so a retry finishes what a failure left.
 */
export const deleteMemoryOnTeamClosed = onDocumentUpdated(
  { document: 'teams/{teamId}', region: REGION, retry: true },
  async (event) => {
    const before = event.data?.before.get('status') as unknown;
    const after = event.data?.after.get('status') as unknown;
    if (before === 'closed' || after !== 'closed') return;
    await deleteMemory(event.params.teamId);
  },
);
