import { z } from 'zod';
import { LIMITS, LOCALES, ROLES } from '../constants.js';
import { cleanLine, visibleLength } from '../text.js';
import { PROVINCES } from '../tax.js';
import { timestampLike } from './common.js';

/** Error codes, mapped to translated messages by the web. */
export const emailField = z.string().trim().min(1, 'email_required').pipe(z.email('email_invalid'));

/**
 * A person's name: normalized (NFC, no control or bidi characters) before any check, and at least
 * two characters a reader can see, so a name cannot be blank, invisible or reversed on screen.
 */
export const nameField = z
  .string()
  .overwrite(cleanLine)
  .trim()
  .min(1, 'name_required')
  .min(LIMITS.nameMinLength, 'name_too_short')
  .max(100, 'name_too_long')
  .refine((v) => visibleLength(v) >= LIMITS.nameMinLength, 'name_too_short');

/** One line of free text (company, subject, title), normalized like a name. */
export const lineField = () => z.string().overwrite(cleanLine).trim();

export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  company: z.string().optional(),
  phone: z.string().optional(),
  locale: z.enum(LOCALES),
  role: z.enum(ROLES),
  /** Mirrors the reviewer claim, for display; the claim is what rules and callables trust. */
  reviewer: z.boolean().optional(),
  emailNotifications: z.boolean().optional(),
  /** Billing province or territory: decides the taxes on card payments. */
  province: z.enum(PROVINCES).optional(),
  createdAt: timestampLike,
  updatedAt: timestampLike,
});
export type Profile = z.infer<typeof profileSchema>;

/** The only fields a user may change on their own profile (rules enforce the same list). */
export const PROFILE_EDITABLE_FIELDS = [
  'name',
  'company',
  'phone',
  'locale',
  'emailNotifications',
  'province',
] as const;

export const profileUpdateSchema = z.object({
  name: nameField,
  company: lineField().max(100, 'company_too_long'),
  phone: z
    .string()
    .trim()
    .max(30, 'phone_invalid')
    .regex(/^[0-9+().\-\s]*$/, 'phone_invalid'),
  locale: z.enum(LOCALES),
  emailNotifications: z.boolean(),
  province: z.enum(PROVINCES, 'province_required').optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
