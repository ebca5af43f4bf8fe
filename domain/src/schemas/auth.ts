import { z } from 'zod';
import { LIMITS, LOCALES } from '../constants.js';
import { PROVINCES } from '../tax.js';
import { emailField, lineField, nameField } from './profile.js';

/**
 * The auth forms: login, sign-up, reset and new password. Messages are error codes; the web translates them.
 * The server parses the same schemas, so a request that skips the form is held to the same rules.
 */

/** Special characters that count for the strength meter (a fixed set, as the spec says). */
export const PASSWORD_SPECIALS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~';

export const PASSWORD_CRITERIA = ['length', 'uppercase', 'lowercase', 'digit', 'special'] as const;
export type PasswordCriterion = (typeof PASSWORD_CRITERIA)[number];
export type PasswordStrengthLabel = 'weak' | 'fair' | 'good' | 'strong';

export interface PasswordStrength {
  /** 0 to 5: one point per criterion met. */
  score: number;
  label: PasswordStrengthLabel;
  met: Record<PasswordCriterion, boolean>;
  missing: PasswordCriterion[];
}

/** Five criteria; score 1-2 Weak, 3 Fair, 4 Good, 5 Strong (0 is Weak too). */
export function passwordStrength(password: string): PasswordStrength {
  const met: Record<PasswordCriterion, boolean> = {
    length: password.length >= LIMITS.passwordMinLength,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    digit: /[0-9]/.test(password),
    special: [...password].some((c) => PASSWORD_SPECIALS.includes(c)),
  };
  const missing = PASSWORD_CRITERIA.filter((c) => !met[c]);
  const score = PASSWORD_CRITERIA.length - missing.length;
  const label: PasswordStrengthLabel = score >= 5 ? 'strong' : score === 4 ? 'good' : score === 3 ? 'fair' : 'weak';
  return { score, label, met, missing };
}

/** The server refuses passwords below this score ('Fair'), on top of the 8-character minimum. */
export const MIN_PASSWORD_SCORE = 3;

export const loginPasswordField = z.string().min(1, 'password_required');
export const newPasswordField = z
  .string()
  .min(1, 'password_required')
  .min(LIMITS.passwordMinLength, 'password_too_short')
  .max(128, 'password_too_long');

export const loginSchema = z.object({
  email: emailField,
  password: loginPasswordField,
  rememberMe: z.boolean(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const companyField = lineField().max(100, 'company_too_long');

/**
 * What the sign-up form's two checkboxes accepted: the versions of the terms and of the privacy
 * policy it showed, and the language they were read in. A stale version is not recorded (the
 * person then accepts at their first order).
 */
export const signUpConsentSchema = z.object({
  terms: z.string().min(1).max(40),
  privacy: z.string().min(1).max(40),
  language: z.enum(LOCALES),
  /** A customer in Québec chose to be bound by the English terms (Bill 96). */
  englishChosen: z.boolean().optional(),
});

/** The fields the signUp callable takes. */
export const signUpSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  company: companyField,
  locale: z.enum(LOCALES),
  /**
   * The province or territory: the terms' language rule (Québec reads the French terms first) and
   * the taxes need it. The form asks for it; the callable takes an account without one (older clients).
   */
  province: z.enum(PROVINCES, 'province_required').optional(),
  consent: signUpConsentSchema.optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The signup form: the callable's fields plus the two checkboxes, terms and privacy policy, apart (Law 25). */
export const signUpFormSchema = signUpSchema.omit({ consent: true }).extend({
  province: z.enum(PROVINCES, 'province_required'),
  /** Québec only (Bill 96): bound by the English terms, by an explicit choice. */
  englishChosen: z.boolean(),
  acceptTerms: z.boolean().refine((v) => v, 'terms_required'),
  acceptPrivacy: z.boolean().refine((v) => v, 'privacy_required'),
});
export type SignUpFormInput = z.infer<typeof signUpFormSchema>;

export const resetRequestSchema = z.object({ email: emailField });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const newPasswordSchema = z.object({ password: newPasswordField });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const changePasswordSchema = z.object({ currentPassword: loginPasswordField, newPassword: newPasswordField });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ newEmail: emailField, currentPassword: loginPasswordField });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const AUTH_EMAIL_TYPES = ['signup', 'recovery'] as const;
export type AuthEmailType = (typeof AUTH_EMAIL_TYPES)[number];

/** Auth e-mails per address per window (sendAuthEmail's rate limit). */
export const AUTH_EMAIL_RATE_LIMIT = { max: 3, windowMs: 10 * 60_000 } as const;
