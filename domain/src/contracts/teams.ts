import { z } from 'zod';
import { docIdField } from '../schemas/common.js';
import { TEAM_ROLES, invitationTokenField, inviteInputSchema, teamInputSchema } from '../schemas/team.js';

// Teams: a shared paying account. Every call names the team; the server checks the caller's role.
const ok = z.object({ ok: z.literal(true) });
export const teamsContracts = {
  createTeam: { input: teamInputSchema, output: z.object({ teamId: z.string() }) },
  /** Owners: mails a one-time link valid 7 days (throttled per team, per address and service-wide). */
  inviteMember: { input: inviteInputSchema, output: z.object({ invitationId: z.string(), expiresAtMs: z.number() }) },
  /** The invited address only (signed in), once, before it expires and unless revoked. */
  acceptInvitation: {
    input: z.object({ token: invitationTokenField }),
    output: z.object({ teamId: z.string(), teamName: z.string() }),
  },
  revokeInvitation: { input: z.object({ teamId: docIdField, invitationId: docIdField }), output: ok },
  /** Owners: makes a member an owner or an owner a member (never the last owner). */
  setMemberRole: { input: z.object({ teamId: docIdField, uid: docIdField, role: z.enum(TEAM_ROLES) }), output: ok },
  /** Owners remove anyone; anyone removes themself (leaving). The last owner's role passes on. */
  removeMember: {
    input: z.object({ teamId: docIdField, uid: docIdField }),
    output: z.object({ closed: z.boolean(), newOwner: z.string().nullable() }),
  },
  setSpendingCap: {
    input: z.object({
      teamId: docIdField,
      uid: docIdField,
      monthlyCapCredits: z.number().int('cap_invalid').min(0, 'cap_invalid').max(100000, 'cap_invalid').nullable(),
    }),
    output: ok,
  },
  /** Owners: only with a zero balance and no live plan. */
  closeTeam: { input: z.object({ teamId: docIdField }), output: ok },
};
