import { z } from 'zod';
import { timestampLike } from './common.js';

/** What a key may do: read, or read and order (which also cancels and posts messages). */
export const API_KEY_SCOPES = ['read', 'read_order'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Why a key stopped working. */
export const API_KEY_REVOKE_REASONS = ['by_user', 'creator_left', 'creator_not_owner'] as const;

/**
 * apiKeys/{sha256 of the secret, hex}: one key of an account (a person's uid or a team's id). The
 * secret itself is never stored; `prefix` is its first characters, for the screens and the audit log.
 * A key acts as `createdBy` (DECISIONS, "Who an automated order acts as").
 */
export const apiKeySchema = z.object({
  accountId: z.string(),
  createdBy: z.string(),
  /**
   * The creator's role when they made it: a personal account's key, or a team's made by an owner
   * (it needs the owner role from then on) or by a member (their cap and the approval rule apply).
   */
  creatorRole: z.enum(['personal', 'owner', 'member']),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  prefix: z.string(),
  createdAt: timestampLike,
  /** Written at most once a minute. */
  lastUsedAt: timestampLike.nullable(),
  revokedAt: timestampLike.nullable(),
  revokedReason: z.enum(API_KEY_REVOKE_REASONS).nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/**
 * apiIdempotency/{sha256 of accountId and Idempotency-Key}: server-only. The body's hash and the
 * task id the key was first used for; kept at least 24 hours (`expiresAt` for a TTL policy).
 */
export const apiIdempotencySchema = z.object({
  accountId: z.string(),
  bodyHash: z.string(),
  taskId: z.string(),
  createdAt: timestampLike,
  expiresAt: timestampLike,
});
export type ApiIdempotency = z.infer<typeof apiIdempotencySchema>;
