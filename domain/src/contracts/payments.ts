import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { taskInputSchema } from '../schemas/task.js';
import { accountIdField } from '../schemas/team.js';

// Payments: Stripe Checkout for credit packs and card-paid tasks. Fulfilment runs on the webhook
// and on the success page alike; the session id is all the page knows.
export const checkoutLocale = z.enum(LOCALES).default('en');
export const paymentsContracts = {
  createCheckoutSession: {
    input: z.discriminatedUnion(
      'kind',
      [
        z.object({
          kind: z.literal('pack'),
          packId: z.string().trim().min(1, 'pack_required').max(40, 'pack_required'),
          locale: checkoutLocale,
          accountId: accountIdField,
        }),
        z.object({
          kind: z.literal('task'),
          requestId: z.string().trim().min(8, 'request_id_required').max(128),
          task: taskInputSchema,
          locale: checkoutLocale,
          /** A team space: the task is the team's, paid for the team (any member may). */
          accountId: accountIdField,
        }),
      ],
      'kind_required',
    ),
    output: z.object({ url: z.string(), sessionId: z.string(), draftId: z.string() }),
  },
  confirmCheckoutSession: {
    input: z.object({ sessionId: z.string().trim().min(1, 'session_required').max(255, 'session_required') }),
    output: z.object({
      status: z.enum(['paid', 'pending', 'failed', 'expired']),
      kind: z.enum(['pack', 'task']),
      draftId: z.string(),
      credits: z.number(),
      taskId: z.string().nullable(),
      paymentId: z.string().nullable(),
      receiptId: z.string().nullable(),
      totalCents: z.number(),
    }),
  },
};
