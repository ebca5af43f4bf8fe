import type { CallableRequest } from 'firebase-functions/v2/https';

/**
 * The client address to throttle on, or null where no platform stands in front (the emulator).
 *
 * Cloud Functions v2 run behind Google's front end, which APPENDS the address it received the
 * connection from to X-Forwarded-For. Everything before that last hop is whatever the client
 * chose to send, so Express's `req.ip` (the first hop, with 'trust proxy' on) is forgeable: a new
 * header per call would be a new "IP" per call. Only the last hop is the platform's own.
 *
 * The Functions emulator forwards headers untouched and appends nothing, so there the header is
 * entirely the caller's. Tests send what the front end would deliver ("<forged>, <real>"); calls
 * without the header (browsers on the emulator) have no address, and only the per-account and
 * global ceilings apply to them. In production a missing header cannot happen; should it, all such
 * calls share one bucket rather than escape the limit.
 */
export function platformClientIp(forwardedFor: string | string[] | undefined): string | null {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hops.at(-1) ?? null;
}

export function clientIp(request: CallableRequest<unknown>): string | null {
  const ip = platformClientIp(request.rawRequest?.headers?.['x-forwarded-for']);
  if (ip) return ip;
  return process.env.FUNCTIONS_EMULATOR === 'true' ? null : 'unknown';
}
