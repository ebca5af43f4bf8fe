import { REGION, type CallableInput, type CallableName, type CallableOutput } from '@tasklane/domain';

/**
 * Callables for the signed-out auth screens. Public pages must not pull in Firestore, so this
 * loads only the Functions SDK, on first use.
 */
export async function callPublic<N extends CallableName>(name: N, input: CallableInput<N>): Promise<CallableOutput<N>> {
  const [{ firebaseApp }, { env }, { connectFunctionsEmulator, getFunctions, httpsCallable }] = await Promise.all([
    import('../../../lib/firebase-app'),
    import('../../../lib/env'),
    import('firebase/functions'),
  ]);
  const functions = getFunctions(firebaseApp, REGION);
  // Idempotent in the SDK: it only sets the emulator origin (lib/firebase-data does the same).
  if (env.useEmulators) connectFunctionsEmulator(functions, env.emulatorHost, env.functionsPort);
  const res = await httpsCallable<CallableInput<N>, CallableOutput<N>>(functions, name)(input);
  return res.data;
}
