import { z } from 'zod';
import { contactInputSchema } from '../schemas/contact-message.js';

// Public contact form. The honeypot `website` is accepted here whatever it holds: the
// server pretends success for a filled one, so a bot learns nothing.
export const contactContracts = {
  submitContact: {
    input: contactInputSchema.extend({ website: z.string().max(2000).optional() }),
    output: z.object({ ok: z.literal(true) }),
  },
};
