import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { dateTimeFormat } from '../intl.js';
import { PROVINCES } from '../tax.js';
import { approvalRuleSchema } from './approval-rule.js';
import { docIdField, timestampLike } from './common.js';
import { emailField, lineField } from './profile.js';

/**
 * Teams: one paying account that several people share. A paying account id is either a person's
 * uid (their personal account) or a team id (teams/{teamId}, a Firestore auto id); the two never
 * collide. Money records (wallet, ledger, tasks…) carry `accountId` and keep the acting user.
 */
export const TEAM_ROLES = ['owner', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_STATUSES = ['active', 'closed'] as const;
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;

/** How long an invitation link stays valid. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export { TEAMS_COLLECTION } from '../collection-names.js';

/** teams/{teamId} */
export const teamSchema = z.object({
  name: z.string(),
  legalName: z.string(),
  province: z.enum(PROVINCES),
  address: z.string(),
  status: z.enum(TEAM_STATUSES),
  createdBy: z.string(),
  createdAt: timestampLike,
  updatedAt: timestampLike,
  closedAt: timestampLike.nullable().optional(),
  /** Which members' orders wait for an owner (approvals.ts); absent = no approval. */
  approvalRule: approvalRuleSchema.optional(),
});
export type Team = z.infer<typeof teamSchema>;

/**
 * teams/{teamId}/members/{uid}. `spentMonth`/`spentCredits` are the credits the member spent in
 * the team's space in that Toronto month, kept in the same transaction as the spending, so the
 * cap is checked without reading the member's tasks.
 */
export const teamMemberSchema = z.object({
  uid: z.string(),
  /** The team's name, copied here so a person's list of spaces is one query over their memberships. */
  teamName: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: timestampLike,
  /** Monthly spending cap in credits; null = no cap. */
  monthlyCapCredits: z.number().int().min(0).nullable(),
  spentMonth: z.string(),
  spentCredits: z.number().int().min(0),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/**
 * teams/{teamId}/invitations/{id}. The link's token is stored only as its SHA-256, so a reader of
 * the database cannot accept someone else's invitation.
 */
export const teamInvitationSchema = z.object({
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  tokenHash: z.string(),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.string(),
  createdAt: timestampLike,
  expiresAt: timestampLike,
  acceptedBy: z.string().nullable(),
  decidedAt: timestampLike.nullable(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/**
 * The paying account an order acts for, always sent: the caller's uid for their personal account,
 * or a team's id. Checked on the server (a team only for one of its active members).
 */
export const payingAccountField = z.string('account_required').pipe(docIdField);
/** The same where it may still be absent (absent = the caller's personal account). */
export const accountIdField = docIdField.optional();

const teamFields = {
  name: lineField().min(2, 'team_name_required').max(100, 'team_name_too_long'),
  legalName: lineField().min(2, 'legal_name_required').max(150, 'legal_name_too_long'),
  province: z.enum(PROVINCES, 'province_required'),
  address: z.string().trim().min(5, 'address_required').max(300, 'address_too_long'),
};
export const teamInputSchema = z.object(teamFields);
export type TeamInput = z.infer<typeof teamInputSchema>;

export const inviteInputSchema = z.object({
  teamId: docIdField,
  email: emailField.transform((v) => v.toLowerCase()),
  role: z.enum(TEAM_ROLES).default('member'),
  /** The language of the mail when the invitee has no profile yet; absent = both languages. */
  locale: z.enum(LOCALES).optional(),
});

/** The link carries `{teamId}.{invitationId}.{token}`. */
export const invitationTokenField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,100}$/, 'invitation_invalid');

export function parseInvitationToken(value: string): { teamId: string; invitationId: string; secret: string } {
  const [teamId = '', invitationId = '', secret = ''] = value.split('.');
  return { teamId, invitationId, secret };
}

/** The Toronto month ('YYYY-MM') a spending counts in. */
export function spendingMonth(at: number): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date(at));
  const y = parts.find((p) => p.type === 'year')?.value ?? '0000';
  const m = parts.find((p) => p.type === 'month')?.value ?? '01';
  return `${y}-${m}`;
}

/** The member's spending in `month` (the stored counter belongs to an older month → 0). */
export function spentIn(member: Pick<TeamMember, 'spentMonth' | 'spentCredits'>, month: string): number {
  return member.spentMonth === month ? member.spentCredits : 0;
}

/**
 * Who takes over when the last owner leaves: the longest-standing remaining member (earliest
 * joinedAt, then uid for a stable tie-break). Null when nobody is left.
 */
export function successorOf(
  members: readonly Pick<TeamMember, 'uid' | 'joinedAt'>[],
  leavingUid: string,
  toMs: (t: TeamMember['joinedAt']) => number,
): string | null {
  const rest = members
    .filter((m) => m.uid !== leavingUid)
    .sort((a, b) => toMs(a.joinedAt) - toMs(b.joinedAt) || a.uid.localeCompare(b.uid));
  return rest[0]?.uid ?? null;
}
