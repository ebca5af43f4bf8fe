import type { CallableInput, CallableName, CallableOutput } from '@tasklane/domain';
import { httpsCallable } from 'firebase/functions';
import { functions } from './firebase-data';

/** Typed client for a callable: input and output types come from domain/contracts.ts. */
export async function call<N extends CallableName>(name: N, input: CallableInput<N>): Promise<CallableOutput<N>> {
  const fn = httpsCallable<CallableInput<N>, CallableOutput<N>>(functions, name);
  const res = await fn(input);
  return res.data;
}

/** Field errors that the server attached to an 'invalid-argument' error, if any. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  if (typeof err === 'object' && err !== null && 'details' in err) {
    const details = (err as { details?: { fields?: Record<string, string> } }).details;
    if (details?.fields) return details.fields;
  }
  return {};
}
