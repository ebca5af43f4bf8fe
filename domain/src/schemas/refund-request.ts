import { z } from 'zod';
import { timestampLike } from './common.js';

/**
 * refundRequests/{taskId}: one money-back request per task, raised by the customer within
 * 7 days of delivery (a callable writes it) and decided by an admin (another callable).
 */
export const refundRequestSchema = z.object({
  taskId: z.string(),
  userId: z.string(),
  taskTitle: z.string(),
  credits: z.number().int().min(0),
  paymentMethod: z.enum(['credits', 'card']),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  decisionReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: timestampLike,
  decidedAt: timestampLike.nullable(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
