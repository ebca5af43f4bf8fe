import { REGION, type CallableInput, type CallableOutput } from '@tasklane/domain';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { env } from '../../../lib/env';
import { firebaseApp } from '../../../lib/firebase-app';

// A Functions client of its own: lib/callable.ts pulls in Firestore, which the public contact page
// must not download. The emulator is connected once, when this module first loads.
const functions = getFunctions(firebaseApp, REGION);
if (env.useEmulators) connectFunctionsEmulator(functions, env.emulatorHost, env.functionsPort);

export type ContactFormInput = CallableInput<'submitContact'>;

export async function submitContact(input: ContactFormInput): Promise<CallableOutput<'submitContact'>> {
  const fn = httpsCallable<ContactFormInput, CallableOutput<'submitContact'>>(functions, 'submitContact');
  return (await fn(input)).data;
}

/** The error code of a failed call ('functions/resource-exhausted', …) and its field errors, if any. */
export function contactError(err: unknown): { code: string; fields: Record<string, string> } {
  const e = (typeof err === 'object' && err !== null ? err : {}) as { code?: string; details?: { fields?: Record<string, string> } };
  return { code: e.code ?? 'unknown', fields: e.details?.fields ?? {} };
}
