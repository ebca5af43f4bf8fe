import type { CallableInput } from '@tasklane/domain';
import { call } from '../../../lib/callable';

export const submitTask = (input: CallableInput<'submitTask'>) => call('submitTask', input);
export const checkBrief = (input: CallableInput<'checkBrief'>) => call('checkBrief', input);
export const cancelTask = (taskId: string) => call('cancelTask', { taskId });
export const requestRevision = (taskId: string, note: string) => call('requestRevision', { taskId, note });
export const requestRefund = (taskId: string, reason: string) => call('requestRefund', { taskId, reason });

/** The callable error's code without the 'functions/' prefix, and its server message. */
export function callableError(err: unknown): { code: string; message: string; details: unknown } {
  const e = (err ?? {}) as { code?: string; message?: string; details?: unknown };
  // The SDK appends the HTTP status to the server's message ("Insufficient credits [400]").
  return { code: (e.code ?? 'unknown').replace(/^functions\//, ''), message: (e.message ?? '').replace(/ \[\d+\]$/, ''), details: e.details };
}
