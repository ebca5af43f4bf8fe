import { randomBytes } from 'node:crypto';

/** A new signing secret (`whsec_` and 32 random bytes) and the prefix the screens show. */
export function newWebhookSecret(): { secret: string; prefix: string } {
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, 10) };
}
