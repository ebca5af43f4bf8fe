import type { AbuseLimitName } from '@tasklane/domain';
import { createHash } from 'node:crypto';

/**
 * The counter's document id under rateLimits: `{name}_{hash of key}`, or `{name}_global` for a
 * service-wide ceiling. Hashed, so the collection holds no IP, e-mail address or uid in clear.
 * Pure, so tests can find the one counter they mean without touching anyone else's.
 */
export function rateLimitDocId(name: AbuseLimitName, key?: string): string {
  return key === undefined
    ? `${name}_global`
    : `${name}_${createHash('sha256').update(key.toLowerCase()).digest('hex').slice(0, 32)}`;
}
