import type { CallableInput } from '@tasklane/domain';
import { call } from '../../../lib/callable';

export const submitTask = (input: CallableInput<'submitTask'>) => call('submitTask', input);
export const cancelTask = (taskId: string) => call('cancelTask', { taskId });
export const requestRevision = (taskId: string, note: string) => call('requestRevision', { taskId, note });
export const requestRefund = (taskId: string, reason: string) => call('requestRefund', { taskId, reason });
