import { z } from 'zod';
import { timestampLike } from './common.js';

export const walletSchema = z.object({
  /** The account's id (a uid, or a team id for a team's wallet). */
  userId: z.string(),
  accountId: z.string().optional(),
  balance: z.number().int().min(0),
  updatedAt: timestampLike,
});
export type Wallet = z.infer<typeof walletSchema>;

/** 'adjusted': an admin added or removed credits by hand, with a reason. */
export const LEDGER_TYPES = ['consumed', 'refunded', 'purchased', 'granted', 'plan', 'adjusted'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** wallets/{uid}/ledger/{id}: every credit movement, signed. */
export const ledgerEntrySchema = z.object({
  type: z.enum(LEDGER_TYPES),
  credits: z.number().int(),
  balanceAfter: z.number().int().min(0),
  taskId: z.string().optional(),
  /** Who acted (a team member spending the team's credits); absent on older entries. */
  actorUserId: z.string().optional(),
  /** What the movement was, in English (the audit log and admin screens read it). */
  description: z.string(),
  /** The same in French; absent on entries written before it was kept (they show `description`). */
  descriptionFr: z.string().optional(),
  createdAt: timestampLike,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
