import type { ApiProblemCode } from '@tasklane/domain';
import type { Response } from 'express';
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { fieldErrors } from '../callable.js';
import { logs } from '../logs.js';

const TITLES: Record<ApiProblemCode, [number, string]> = {
  unauthenticated: [401, 'No valid API key'],
  key_revoked: [401, 'This API key was revoked'],
  key_creator_gone: [401, "This API key's creator can no longer act for the account"],
  insufficient_scope: [403, 'This API key may only read'],
  not_found: [404, 'Not found'],
  method_not_allowed: [405, 'Method not allowed'],
  invalid_request: [400, 'Invalid request'],
  idempotency_key_required: [400, 'An Idempotency-Key header of 1 to 128 characters is required'],
  idempotency_key_reused: [409, 'This Idempotency-Key was used with another body'],
  insufficient_credits: [402, 'Not enough credits'],
  spending_cap: [403, "The member's monthly spending cap is reached"],
  terms_not_accepted: [403, 'The current terms of service must be accepted in the app first'],
  not_cancellable: [409, 'Only a queued task can be cancelled'],
  rate_limited: [429, 'Too many requests'],
  internal: [500, 'Something went wrong'],
};

/** A refusal the API answers as RFC 9457 problem details. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiProblemCode,
    detail?: string,
    readonly extra: { fields?: Record<string, string>; retryAfterS?: number } = {},
  ) {
    super(detail ?? TITLES[code][1]);
  }
}

export const invalid = (error: z.ZodError) =>
  new ApiError('invalid_request', 'Some fields are invalid', { fields: fieldErrors(error) });

/** The submission path's refusals (HttpsError with a reason), in the API's codes. */
function fromHttpsError(err: HttpsError): ApiError {
  const details = (err.details ?? {}) as { reason?: string; fields?: Record<string, string> };
  if (details.reason === 'terms_not_accepted') return new ApiError('terms_not_accepted');
  if (details.reason === 'spending_cap') return new ApiError('spending_cap', err.message);
  if (details.reason === 'not_cancellable') return new ApiError('not_cancellable', err.message);
  if (details.reason === 'not_a_member' || details.reason === 'owner_required') return new ApiError('key_creator_gone');
  if (err.message === 'Insufficient credits' || err.message === 'Credit wallet not found')
    return new ApiError('insufficient_credits');
  if (err.code === 'not-found') return new ApiError('not_found', err.message);
  if (err.code === 'invalid-argument')
    return new ApiError('invalid_request', err.message, details.fields ? { fields: details.fields } : {});
  if (err.code === 'resource-exhausted') return new ApiError('rate_limited', err.message, { retryAfterS: 60 });
  return new ApiError('internal');
}

/** Sends `err` as application/problem+json; anything unexpected is logged and becomes `internal`. */
export function sendProblem(res: Response, err: unknown, instance: string): void {
  let problem: ApiError;
  if (err instanceof ApiError) problem = err;
  else if (err instanceof HttpsError) problem = fromHttpsError(err);
  else problem = new ApiError('internal');
  if (problem.code === 'internal') logs.callableFailed('api', err);
  const [status, title] = TITLES[problem.code];
  if (problem.extra.retryAfterS !== undefined) res.set('Retry-After', String(problem.extra.retryAfterS));
  res
    .status(status)
    .type('application/problem+json')
    .send(
      JSON.stringify({
        type: `https://tasklane.ca/developers#${problem.code}`,
        title,
        status,
        code: problem.code,
        detail: problem.message,
        instance,
        ...(problem.extra.fields ? { fields: problem.extra.fields } : {}),
      }),
    );
}
