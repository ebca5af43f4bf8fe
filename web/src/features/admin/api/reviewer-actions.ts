import type { CallableInput } from '@tasklane/domain';
import { call } from '../../../lib/callable';

/** The reviewer's callables (admin-only on the server): each one transaction, audited. */
export const pickUpTask = (taskId: string) => call('pickUpTask', { taskId });
export const deliverTask = (input: CallableInput<'deliverTask'>) => call('deliverTask', input);
export const decideRefund = (input: CallableInput<'decideRefund'>) => call('decideRefund', input);
export const checkMemoryConsistency = (input: CallableInput<'checkMemoryConsistency'>) =>
  call('checkMemoryConsistency', input);
