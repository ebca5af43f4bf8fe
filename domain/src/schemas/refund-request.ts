import { z } from 'zod';
import { timestampLike } from './common.js';

/**
 * refundRequests/{taskId}: one money-back request per task, raised by the customer within
 * 7 days of delivery (a callable writes it) and decided by an admin (another callable).
 */
export const refundRequestSchema = z.object({
  taskId: z.string(),
  /** Who asked (a team's member, for a team's task). */
  userId: z.string(),
  /** The task's paying account, whose side reads the request (absent on older requests = userId). */
  accountId: z.string().optional(),
  taskTitle: z.string(),
  credits: z.number().int().min(0),
  paymentMethod: z.enum(['credits', 'card']),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  decisionReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: timestampLike,
  decidedAt: timestampLike.nullable(),
  /**
   * What an approval gave back, written with the decision: the credits put back in the wallet (0
   * when a late delivery had already returned them, or when they went to the card), and whether a
   * card refund was sent. The customer's notice says exactly this. Absent on older requests.
   */
  creditsReturned: z.number().int().min(0).optional(),
  toCard: z.boolean().optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
