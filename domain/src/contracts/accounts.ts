import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { AUTH_EMAIL_TYPES, signUpSchema } from '../schemas/auth.js';
import { docIdField } from '../schemas/common.js';
import { emailField } from '../schemas/profile.js';

// Accounts: sign-up, profile bootstrap, auth e-mails, admin role, account deletion.
export const accountsContracts = {
  /**
   * Public and rate-limited: creates the Auth user, profile and wallet and mails the verification
   * link; the server re-checks password strength. The same answer whether or not the address was taken.
   */
  signUp: {
    input: signUpSchema,
    output: z.object({ ok: z.literal(true) }),
  },
  /** Signed-in: creates the caller's profile and wallet if missing (social sign-ins); idempotent. */
  ensureProfile: {
    input: z.object({ locale: z.enum(LOCALES).optional() }),
    output: z.object({ created: z.boolean() }),
  },
  /** Public and rate-limited: never says whether the address has an account. */
  sendAuthEmail: {
    input: z.object({ email: emailField, type: z.enum(AUTH_EMAIL_TYPES), locale: z.enum(LOCALES).optional() }),
    output: z.object({ ok: z.literal(true) }),
  },
  /** Admins only: grants or revokes the admin claim, mirrored into profiles.role and audited. */
  setAdminRole: {
    input: z.object({ uid: docIdField, admin: z.boolean() }),
    output: z.object({ uid: z.string(), admin: z.boolean() }),
  },
  /** Signed-in: deletes the caller's personal data and Auth user; tasks and audit logs are anonymized. */
  deleteAccount: {
    input: z.object({ confirm: z.literal('DELETE', 'delete_confirm_required') }),
    output: z.object({ ok: z.literal(true) }),
  },
};
