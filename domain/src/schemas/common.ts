import { z } from 'zod';

// In a browser, zod's JIT probes `new Function`, which our Content-Security-Policy (no
// 'unsafe-eval') reports as a violation; parse without it there. Servers keep the faster JIT.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * Firestore timestamps arrive as Timestamp objects (SDKs) or millis (tests, seed).
 * Domain code keeps them opaque; each side converts with its own SDK (or `toMillis`, in millis.ts).
 */
export const timestampLike = z.custom<{ toMillis(): number } | Date | number>(
  (v) => v instanceof Date || typeof v === 'number' || (typeof v === 'object' && v !== null && 'toMillis' in v),
  { message: 'invalid_timestamp' },
);

/**
 * A Firestore document id as our callables accept it: letters, digits, '_' and '-' only (every id
 * we mint fits), so 'a/b' (a path), '..' and '__x__' (reserved by Firestore) are refused as bad
 * input before they reach the database, which would otherwise throw.
 */
export const docIdField = z
  .string()
  .trim()
  .min(1, 'id_required')
  .max(128, 'id_invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'id_invalid')
  .refine((v) => !/^__.*__$/.test(v), 'id_invalid');

/** A document's data with its id, as lists on both sides carry it. */
export type WithId<T> = T & { id: string };
