import { z } from 'zod';
import { APPROVAL_THRESHOLD_MAX, type ApprovalRule } from '../approval-rules.js';

/** teams/{teamId}.approvalRule as stored and as setApprovalRule takes it (approval-rules.ts). */
export const approvalRuleSchema: z.ZodType<ApprovalRule> = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('none') }),
    z.object({
      mode: z.literal('above'),
      credits: z
        .number('approval_threshold_invalid')
        .int('approval_threshold_invalid')
        .min(0, 'approval_threshold_invalid')
        .max(APPROVAL_THRESHOLD_MAX, 'approval_threshold_invalid'),
    }),
    z.object({ mode: z.literal('all') }),
  ],
  'approval_rule_invalid',
);
