import { REGION, contracts, type CallableName, type CallableInput, type CallableOutput } from '@tasklane/domain';
import type { SecretParam } from 'firebase-functions/params';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { logs } from './logs.js';

/**
 * Who may call: anyone, any signed-in user, staff (admins and reviewers; the handler then limits a
 * reviewer to the tasks assigned to them or in the pool), or admins only. Reviewers are refused
 * everything behind 'admin'.
 */
export type Access = 'public' | 'user' | 'staff' | 'admin';

/** Handlers behind `user` or `admin` access always have a caller: their uid is a string. */
export interface CallContext<A extends Access = Access> {
  uid: A extends 'public' ? string | null : string;
  isAdmin: boolean;
  /** Holds the reviewer claim (an admin may hold it too). */
  isReviewer: boolean;
  request: CallableRequest<unknown>;
}

/** Field-level details a client can show next to each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * Every callable goes through here: check auth and role, parse the input with the shared
 * contract, run the handler, and turn unexpected errors into a generic 'internal'.
 */
export function defineCallable<N extends CallableName, A extends Access>(
  name: N,
  access: A,
  handler: (input: z.output<(typeof contracts)[N]['input']>, ctx: CallContext<A>) => Promise<CallableOutput<N>>,
  options: { timeoutSeconds?: number; secrets?: SecretParam[] } = {},
) {
  return onCall({ region: REGION, cors: true, ...options }, async (request) => {
    const uid = request.auth?.uid ?? null;
    const isAdmin = request.auth?.token?.admin === true;
    const isReviewer = request.auth?.token?.reviewer === true;
    if (access !== 'public' && !uid) throw new HttpsError('unauthenticated', 'User not authenticated');
    if (access === 'admin' && !isAdmin) throw new HttpsError('permission-denied', 'Admin role required');
    if (access === 'staff' && !isAdmin && !isReviewer)
      throw new HttpsError('permission-denied', 'Reviewer role required');
    const parsed = contracts[name].input.safeParse(request.data as CallableInput<N>);
    if (!parsed.success) {
      logs.invalidInput(name, parsed.error.issues);
      throw new HttpsError('invalid-argument', 'Invalid input', { fields: fieldErrors(parsed.error) });
    }
    try {
      // The checks above guarantee a uid for every access but 'public'.
      const ctx = { uid, isAdmin, isReviewer, request } as CallContext<A>;
      return await handler(parsed.data as z.output<(typeof contracts)[N]['input']>, ctx);
    } catch (err) {
      if (err instanceof HttpsError) throw err;
      logs.callableFailed(name, err);
      throw new HttpsError('internal', 'Something went wrong');
    }
  });
}
