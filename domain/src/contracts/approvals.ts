import { z } from 'zod';
import { declineReasonField } from '../approvals.js';
import { approvalRuleSchema } from '../schemas/approval-rule.js';
import { docIdField } from '../schemas/common.js';

// Approvals in a team: the owner's rule, and deciding the requests it makes.
const ok = z.object({ ok: z.literal(true) });
export const approvalsContracts = {
  /** Owners: the team's approval rule (none, above N credits, or all of a member's spending). */
  setApprovalRule: { input: z.object({ teamId: docIdField, rule: approvalRuleSchema }), output: ok },
  /**
   * Owners: charges the team at the request's fixed price within the member's cap and starts the
   * task (or accepts the quote), in one transaction. A short wallet is refused; the request stays open.
   */
  approveRequest: {
    input: z.object({ requestId: docIdField }),
    output: z.object({ taskId: z.string().nullable(), quoteId: z.string().nullable(), balance: z.number().nullable() }),
  },
  /** Owners: declines with a reason the member sees. */
  declineRequest: { input: z.object({ requestId: docIdField, reason: declineReasonField }), output: ok },
  /** The member who asked: withdraws a pending request. */
  withdrawRequest: { input: z.object({ requestId: docIdField }), output: ok },
};
