import { toMillis, type ApiKey } from '@tasklane/domain';
import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'firebase-functions/v2/https';
import { Timestamp } from 'firebase-admin/firestore';
import { col } from '../collections.js';
import { ApiError } from './problem.js';

/** `tl_live_` and 32 random bytes (base64url): shown once, stored only as its SHA-256. */
export const SECRET_PREFIX = 'tl_live_';
const VISIBLE = SECRET_PREFIX.length + 4;
const LAST_USED_EVERY_MS = 60_000;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function newSecret(): { secret: string; keyId: string; prefix: string } {
  const secret = SECRET_PREFIX + randomBytes(32).toString('base64url');
  return { secret, keyId: hashSecret(secret), prefix: `${secret.slice(0, VISIBLE)}…` };
}

/** The key a request carries, checked: who it acts as and for which account. */
export interface ApiCaller {
  keyId: string;
  /** The paying account (a person's uid or a team's id). */
  accountId: string;
  /** The person the key acts as: their role, cap, approval rule and terms. */
  uid: string;
  scope: ApiKey['scope'];
  prefix: string;
}

/**
 * Whether the key's creator may still act for its account: a personal key's account is the
 * creator; a team key needs its creator in the active team now, and an owner's key the owner role
 * (DECISIONS, "Who an automated order acts as"). Checked on every request, so a removal or a
 * demotion stops it at once.
 */
export async function creatorMayAct(key: Pick<ApiKey, 'accountId' | 'createdBy' | 'creatorRole'>): Promise<boolean> {
  if (key.accountId === key.createdBy) return true;
  const [team, member] = await Promise.all([
    col.team(key.accountId).get(),
    col.teamMember(key.accountId, key.createdBy).get(),
  ]);
  const role = member.data()?.role;
  return team.data()?.status === 'active' && !!role && (key.creatorRole !== 'owner' || role === 'owner');
}

/** Reads `Authorization: Bearer tl_live_…`, or refuses with the problem's code. */
export async function authenticate(req: Request, nowMs = Date.now()): Promise<ApiCaller> {
  const m = /^Bearer\s+(\S+)$/i.exec((req.header('authorization') ?? '').trim());
  const secret = m?.[1];
  if (!secret?.startsWith(SECRET_PREFIX) || secret.length > 200) throw new ApiError('unauthenticated');
  const ref = col.apiKey(hashSecret(secret));
  const snap = await ref.get();
  const key = snap.data();
  if (!key) throw new ApiError('unauthenticated');
  if (key.revokedAt) throw new ApiError('key_revoked');
  if (!(await creatorMayAct(key))) throw new ApiError('key_creator_gone');
  const last = toMillis(key.lastUsedAt);
  if (last === null || nowMs - last >= LAST_USED_EVERY_MS) {
    // At most once a minute: a write that lost the race to another request's is dropped.
    await ref
      .update({ lastUsedAt: Timestamp.fromMillis(nowMs) }, { lastUpdateTime: snap.updateTime! })
      .catch(() => undefined);
  }
  return { keyId: ref.id, accountId: key.accountId, uid: key.createdBy, scope: key.scope, prefix: key.prefix };
}

/** A read-only key may not order, cancel or post. */
export function requireOrderScope(caller: ApiCaller): void {
  if (caller.scope !== 'read_order') throw new ApiError('insufficient_scope');
}
