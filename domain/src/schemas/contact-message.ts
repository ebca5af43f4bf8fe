import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { timestampLike } from './common.js';
import { cleanMultiline } from '../text.js';
import { emailField, lineField, nameField } from './profile.js';

export const contactInputSchema = z.object({
  name: nameField,
  email: emailField,
  company: lineField().max(100, 'company_too_long'),
  phone: z
    .string()
    .trim()
    .max(30, 'phone_invalid')
    .regex(/^[0-9+().\-\s]*$/, 'phone_invalid'),
  subject: lineField().min(1, 'subject_required').max(150, 'subject_too_long'),
  message: z.string().overwrite(cleanMultiline).trim().min(10, 'message_too_short').max(5000, 'message_too_long'),
  locale: z.enum(LOCALES),
  /** Honeypot: people leave it empty; bots fill it. */
  website: z.string().max(0, 'spam').optional(),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** new: nobody has handled it; replied: an admin answered by e-mail; closed: nothing more to do. */
export const CONTACT_STATUSES = ['new', 'replied', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactMessageSchema = contactInputSchema.omit({ website: true }).extend({
  userId: z.string().nullable(),
  createdAt: timestampLike,
  status: z.enum(CONTACT_STATUSES),
  /** Set by the admin who last changed the status. */
  statusChangedBy: z.string().optional(),
  statusChangedAt: timestampLike.optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
