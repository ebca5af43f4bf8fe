// Webhooks' zod-free basics: the events, the limits, the back-off, and the signature that
// customers verify (HMAC-SHA256 over `${timestamp}.${body}`, in the manner of Stripe-Signature).
// Web Crypto only, so the same helper runs in Node (functions, tests, a customer's server) and
// in browsers.

export const WEBHOOK_EVENT_TYPES = [
  'task.status_changed',
  'task.delivered',
  'task.waiting_on_customer',
  'message.created',
  'balance.low',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_SIGNATURE_HEADER = 'Tasklane-Signature';

export const WEBHOOK_LIMITS = {
  /** Endpoints per account. */
  endpointsPerAccount: 10,
  urlMaxLength: 2048,
  /** Failed deliveries are retried this long; an endpoint failing this long is disabled. */
  retryWindowMs: 24 * 3_600_000,
  /** The answer's body kept in the log. */
  bodyKeptChars: 500,
  /** Attempts kept per delivery in the log. */
  attemptsKept: 20,
  /** Deliveries are kept this many days. */
  retentionDays: 30,
  /** A signature older than this is refused by the verify helper (replays). */
  toleranceSeconds: 300,
  /** Each attempt waits at most this long for an answer. */
  timeoutMs: 10_000,
} as const;

/**
 * The wait before the next attempt after `failures` failed ones: 1 minute, ×4 each time, at most 4
 * hours (1 m, 4 m, 16 m, 64 m, 4 h, 4 h …): about ten attempts in 24 hours.
 */
export function webhookRetryDelayMs(failures: number): number {
  const n = Math.max(1, failures);
  return Math.min(60_000 * 4 ** (n - 1), 4 * 3_600_000);
}

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function hmacHex(secret: string, text: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    enc.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await globalThis.crypto.subtle.sign('HMAC', key, enc.encode(text)));
}

/** The `Tasklane-Signature` header's value for a body sent at `timestampSec`: `t=…,v1=…`. */
export async function signWebhook(secret: string, body: string, timestampSec: number): Promise<string> {
  return `t=${timestampSec},v1=${await hmacHex(secret, `${timestampSec}.${body}`)}`;
}

function equalHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * For receivers: true when `header` signs exactly `body` (the raw bytes received, as text) with
 * `secret`, and its timestamp is within the tolerance of `nowMs`. Any `v1` in the header may match
 * (there is one per secret).
 */
export async function verifyWebhookSignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  { nowMs = Date.now(), toleranceSeconds = WEBHOOK_LIMITS.toleranceSeconds } = {},
): Promise<boolean> {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const sigs = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v as string);
  if (!Number.isInteger(t) || sigs.length === 0) return false;
  if (Math.abs(nowMs / 1000 - t) > toleranceSeconds) return false;
  const expected = await hmacHex(secret, `${t}.${body}`);
  return sigs.some((s) => equalHex(s, expected));
}
