import { ratingId, type CallableInput } from '@tasklane/domain';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';

/** The customer's rating of one delivery round, live (absent until given). */
export function useMyRating(taskId: string, round: number) {
  const db = useFirestore();
  return useFirestoreDocData(webRefs.rating(db, ratingId(taskId, round)));
}

export const rateTask = (input: CallableInput<'rateTask'>) => call('rateTask', input);
