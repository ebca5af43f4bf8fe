import { z } from 'zod';
import { TASK_STATUSES } from '../constants.js';
import { docIdField } from '../schemas/common.js';
import { cleanMultiline } from '../text.js';

// The production pipeline: reviewer actions (admins) and the emulator-only queue tick.
const taskId = docIdField;
export const pipelineContracts = {
  pickUpTask: {
    input: z.object({ taskId }),
    output: z.object({ status: z.enum(TASK_STATUSES), reviewerId: z.string() }),
  },
  deliverTask: {
    // The word / row limits depend on the task's deliverable type, so the server checks them
    // (domain deliveryError) and reports them on the `result` field.
    input: z.object({
      taskId,
      result: z.string().overwrite(cleanMultiline).trim().min(1, 'result_required').max(20_000, 'result_too_long'),
      /** A bilingual task's French text (then `result` is the English); required for one, refused otherwise. */
      resultFr: z.string().overwrite(cleanMultiline).trim().max(20_000, 'result_too_long').optional(),
      /** Approved memory pairs whose difference the reviewer accepted: the delivered translation replaces them. */
      memoryAccepted: z.array(z.string().min(1).max(128)).max(200).optional(),
    }),
    output: z.object({ status: z.enum(TASK_STATUSES), deliveredAt: z.number() }),
  },
  decideRefund: {
    input: z.object({
      taskId,
      decision: z.enum(['approved', 'declined'], 'decision_required'),
      reason: z
        .string()
        .overwrite(cleanMultiline)
        .trim()
        .min(3, 'decision_reason_required')
        .max(1000, 'decision_reason_too_long'),
      /** Credit-paid tasks get credits back unless the admin sends the money to the card that bought the pack. */
      refundTo: z.enum(['credits', 'card']).optional(),
    }),
    output: z.object({
      status: z.enum(['approved', 'declined']),
      refundedCredits: z.number(),
      cardRefundPending: z.boolean(),
    }),
  },
  runQueueTickDev: {
    input: z.object({ nowMs: z.number().int().positive().optional() }),
    output: z.object({
      activated: z.number(),
      warned: z.number(),
      refunded: z.number(),
      nudged: z.number(),
      writes: z.number(),
    }),
  },
};
