import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { timestampLike } from './common.js';
import { emailField } from './profile.js';

export const contactInputSchema = z.object({
  name: z.string().trim().min(1, 'name_required').min(2, 'name_too_short').max(100, 'name_too_long'),
  email: emailField,
  company: z.string().trim().max(100, 'company_too_long'),
  phone: z
    .string()
    .trim()
    .max(30, 'phone_invalid')
    .regex(/^[0-9+().\-\s]*$/, 'phone_invalid'),
  subject: z.string().trim().min(1, 'subject_required').max(150, 'subject_too_long'),
  message: z.string().trim().min(10, 'message_too_short').max(5000, 'message_too_long'),
  locale: z.enum(LOCALES),
  /** Honeypot: people leave it empty; bots fill it. */
  website: z.string().max(0, 'spam').optional(),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactMessageSchema = contactInputSchema.omit({ website: true }).extend({
  userId: z.string().nullable(),
  createdAt: timestampLike,
  status: z.enum(['new', 'answered']),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
