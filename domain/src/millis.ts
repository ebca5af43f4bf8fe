/**
 * Firestore timestamps arrive as Timestamp objects (SDKs) or millis (tests, seed); this turns any
 * of them into millis. It lives apart from the zod schemas so that code needing only this (most
 * signed-in screens) does not pull zod into the browser's first load.
 */
export function toMillis(v: { toMillis(): number } | Date | number | null | undefined): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (v instanceof Date) return v.getTime();
  return v.toMillis();
}
