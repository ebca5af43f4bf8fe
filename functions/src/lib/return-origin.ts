import { allowedReturnOrigin } from '@tasklane/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { APP_ORIGIN } from '../services/mail.js';

/**
 * The origins Stripe may send a customer back to: the app's own (APP_ORIGIN) and, only on the
 * emulators, the local ones the launcher lists in TASKLANE_LOCAL_ORIGINS (the dev server and the
 * Hosting emulator, both serving the app locally). A deployed function never reads that variable,
 * so production returns to APP_ORIGIN alone.
 */
function allowedOrigins(): string[] {
  const local = process.env.FUNCTIONS_EMULATOR === 'true' ? (process.env.TASKLANE_LOCAL_ORIGINS ?? '').split(',') : [];
  return [APP_ORIGIN.value(), ...local.map((o) => o.trim()).filter(Boolean)];
}

/**
 * The origin every success_url, cancel_url and return_url starts with: where the customer made
 * the request from when that origin is allowed, else APP_ORIGIN.
 */
export function returnOrigin(request: CallableRequest<unknown>): string {
  const headers = request.rawRequest?.headers ?? {};
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;
  const origin = allowedReturnOrigin({ origin: one(headers.origin), referer: one(headers.referer) }, allowedOrigins());
  return origin ?? APP_ORIGIN.value().replace(/\/$/, '');
}
