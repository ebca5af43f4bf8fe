import { ratingId, type CallableInput } from '@tasklane/domain';
import { useFirestore } from 'reactfire';
import { call } from '../../../lib/callable';
import { useLiveDoc } from '../../../lib/data/live';
import { webRefs } from '../../../lib/data/refs';

/**
 * The customer's rating of one delivery round, live (absent until given). A plain listener, so a
 * refused one is shown by the screen (status 'error') instead of thrown at the error boundary.
 * Loading, and listening to nothing, until `listening`.
 */
export function useMyRating(taskId: string, round: number, listening = true) {
  const db = useFirestore();
  const id = ratingId(taskId, round);
  return useLiveDoc(listening ? `rating/${id}` : '', webRefs.rating(db, id));
}

export const rateTask = (input: CallableInput<'rateTask'>) => call('rateTask', input);
