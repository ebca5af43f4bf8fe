import type { CallableInput } from '@tasklane/domain';
import { call } from '../../../lib/callable';

export const submitTask = (input: CallableInput<'submitTask'>) => call('submitTask', input);
export const checkBrief = (input: CallableInput<'checkBrief'>) => call('checkBrief', input);
export const cancelTask = (taskId: string) => call('cancelTask', { taskId });
export const requestRevision = (taskId: string, note: string) => call('requestRevision', { taskId, note });
/** The queue as counts, for the delivery estimate shown before paying. */
export const queueSnapshot = () => call('queueSnapshot', {});
export const requestRefund = (taskId: string, reason: string) => call('requestRefund', { taskId, reason });
/** Starts Stripe Checkout for one task; the task is created only once the payment clears. */
export const payTaskByCard = (input: Omit<Extract<CallableInput<'createCheckoutSession'>, { kind: 'task' }>, 'kind'>) =>
  call('createCheckoutSession', { kind: 'task', ...input });
