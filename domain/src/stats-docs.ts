import { z } from 'zod';

// The statistics documents' shapes (written by functions only; see stats.ts for what they count).
export type StatsCounters = Record<string, number>;
export const statsCountersSchema = z.record(z.string(), z.number());

export const platformStatsDocSchema = z.object({
  /** 'YYYY-MM', or 'total' for the all-time shards. */
  month: z.string(),
  shard: z.number().int().min(0),
  c: statsCountersSchema.default({}),
  /** Day of month ('01'…'31') → that day's counters. Absent on the total shards. */
  d: z.record(z.string(), statsCountersSchema).default({}),
});
export type PlatformStatsDoc = z.infer<typeof platformStatsDocSchema>;

// Written as `userId` before the paying account had its one name: read either, write accountId.
const customerStatsAccount = (d: unknown) =>
  d && typeof d === 'object' && !('accountId' in d) && 'userId' in d
    ? { ...d, accountId: (d as { userId: unknown }).userId }
    : d;
export const customerStatsDocSchema = z.preprocess(
  customerStatsAccount,
  z.object({
    /** The paying account the document counts (its id). */
    accountId: z.string(),
    /** 'YYYY-MM' for a month document, 'total' for the all-time one. */
    month: z.string(),
    c: statsCountersSchema.default({}),
  }),
);
export type CustomerStatsDoc = z.infer<typeof customerStatsDocSchema>;
