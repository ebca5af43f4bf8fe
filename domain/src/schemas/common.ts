import { z } from 'zod';

/**
 * Firestore timestamps arrive as Timestamp objects (SDKs) or millis (tests, seed).
 * Domain code keeps them opaque; each side converts with its own SDK.
 */
export const timestampLike = z.custom<{ toMillis(): number } | Date | number>(
  (v) => v instanceof Date || typeof v === 'number' || (typeof v === 'object' && v !== null && 'toMillis' in v),
  { message: 'invalid_timestamp' },
);

export function toMillis(v: { toMillis(): number } | Date | number | null | undefined): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (v instanceof Date) return v.getTime();
  return v.toMillis();
}

/** A document's data with its id, as lists on both sides carry it. */
export type WithId<T> = T & { id: string };
