import {
  LEGAL_DOCUMENTS,
  REGION,
  TERMS_NOT_ACCEPTED,
  type CallableInput,
  type CallableName,
  type CallableOutput,
  type LegalDocument,
} from '@tasklane/domain';
import type { Functions } from 'firebase/functions';
import { askTerms } from './terms-gate';

let functionsClient: Promise<Functions> | undefined;

/**
 * The Functions SDK, loaded on the first call and connected to the emulator once. It is apart
 * from the Firestore SDK, so public pages (sign-up, contact) can call without downloading it.
 */
function getFunctionsClient(): Promise<Functions> {
  functionsClient ??= Promise.all([import('./firebase-app'), import('./env'), import('firebase/functions')]).then(
    ([{ firebaseApp }, { env }, { connectFunctionsEmulator, getFunctions }]) => {
      const functions = getFunctions(firebaseApp, REGION);
      if (env.useEmulators) connectFunctionsEmulator(functions, env.emulatorHost, env.functionsPort);
      return functions;
    },
  );
  return functionsClient;
}

/**
 * The one typed client for every callable: input and output types come from domain/src/contracts/.
 * An order the server refuses because the current terms are not accepted (`terms_not_accepted`,
 * on every order path) opens the terms prompt; once accepted, the same call is made again, so
 * each screen's order goes through without knowing of the prompt. Dismissed, the refusal stands.
 */
export async function call<N extends CallableName>(name: N, input: CallableInput<N>): Promise<CallableOutput<N>> {
  const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), import('firebase/functions')]);
  const once = async () => (await httpsCallable<CallableInput<N>, CallableOutput<N>>(functions, name)(input)).data;
  try {
    return await once();
  } catch (err) {
    if (callableError(err).reason !== TERMS_NOT_ACCEPTED || !(await askTerms(missingDocuments(err)))) throw err;
    return once();
  }
}

/** Which documents a `terms_not_accepted` refusal names (the terms, the privacy policy, or both). */
function missingDocuments(err: unknown): LegalDocument[] {
  const named = (err as { details?: { documents?: unknown } }).details?.documents;
  const known = Array.isArray(named) ? LEGAL_DOCUMENTS.filter((d) => named.includes(d)) : [];
  return known.length > 0 ? known : ['terms'];
}

/** What a failed call tells the screen. */
export interface CallableFailure {
  /** The HttpsError code without the SDK's 'functions/' prefix: 'not-found', 'resource-exhausted', … */
  code: string;
  /** The server's message, without the HTTP status the SDK appends ("Insufficient credits [400]"). */
  message: string;
  /** Field-level validation codes the server attached to an 'invalid-argument' error. */
  fields: Record<string, string>;
  /** `details.reason`, when the server gave one ('weak-password', …). */
  reason: string | null;
  details: unknown;
}

/** The one parser of callable errors (and of anything else thrown, which becomes code 'unknown'). */
export function callableError(err: unknown): CallableFailure {
  const e = (typeof err === 'object' && err !== null ? err : {}) as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  const details =
    typeof e.details === 'object' && e.details !== null ? (e.details as { fields?: unknown; reason?: unknown }) : {};
  const fields =
    typeof details.fields === 'object' && details.fields !== null
      ? Object.fromEntries(
          Object.entries(details.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : {};
  return {
    code: (typeof e.code === 'string' ? e.code : 'unknown').replace(/^functions\//, ''),
    message: (typeof e.message === 'string' ? e.message : '').replace(/ \[\d+\]$/, ''),
    fields,
    reason: typeof details.reason === 'string' ? details.reason : null,
    details: e.details,
  };
}
