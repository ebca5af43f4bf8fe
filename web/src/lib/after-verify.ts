import { STORAGE_KEYS } from '@tasklane/domain';

/**
 * How long a remembered destination waits for the confirmation e-mail's link: an invitation's
 * life, so an invitee who confirms days later still lands on their join link.
 */
const KEEP_MS = 7 * 24 * 3_600_000;

/** Only an in-app path: never another origin (`//host`, `/\host`) or an absolute URL. */
const inApp = (to: string) => to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');

/**
 * Signing up leaves the app for the mailbox, and the confirmation link returns to /auth/callback
 * without the page the person signed up from (a team's join link with its token). The sign-up
 * form remembers it on this device; the callback takes it once.
 */
export function rememberAfterVerify(to: string | null | undefined, now = Date.now()): void {
  if (!to || !inApp(to)) return;
  try {
    localStorage.setItem(STORAGE_KEYS.afterVerify, JSON.stringify({ to, until: now + KEEP_MS }));
  } catch {
    /* private mode: the person opens the invitation link again */
  }
}

/** The remembered destination, once (it is forgotten as it is read); null when none or stale. */
export function takeAfterVerify(now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.afterVerify);
    localStorage.removeItem(STORAGE_KEYS.afterVerify);
    const parsed = raw ? (JSON.parse(raw) as { to?: unknown; until?: unknown }) : null;
    if (
      !parsed ||
      typeof parsed.to !== 'string' ||
      typeof parsed.until !== 'number' ||
      parsed.until < now ||
      !inApp(parsed.to)
    )
      return null;
    return parsed.to;
  } catch {
    return null;
  }
}
