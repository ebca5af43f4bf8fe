import { type CallableInput, type CallableName, type CallableOutput } from '@tasklane/domain';
/** The one typed client for every callable: input and output types come from domain/contracts.ts. */
export declare function call<N extends CallableName>(name: N, input: CallableInput<N>): Promise<CallableOutput<N>>;
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
export declare function callableError(err: unknown): CallableFailure;
