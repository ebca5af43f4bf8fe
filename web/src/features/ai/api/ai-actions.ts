import type { CallableInput } from '@tasklane/domain';
import { call } from '../../../lib/callable';

export const checkBrief = (input: CallableInput<'checkBrief'>) => call('checkBrief', input);

/** The callable error's code without the 'functions/' prefix. */
export function callableErrorCode(err: unknown): string {
  return ((err as { code?: string } | null)?.code ?? 'unknown').replace(/^functions\//, '');
}
