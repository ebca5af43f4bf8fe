import { logger } from 'firebase-functions';

// Every log line is a named function, so messages stay consistent and searchable.
export const logs = {
  callableFailed: (name: string, err: unknown) =>
    logger.error(`callable ${name} failed`, { error: err instanceof Error ? err.message : String(err) }),
  invalidInput: (name: string, issues: unknown) => logger.warn(`callable ${name}: invalid input`, { issues }),
  settingsInvalid: (issues: unknown) => logger.error('settings/app is invalid; using defaults', { issues }),
  contactHoneypot: () => logger.warn('contact form honeypot filled; pretended success'),
  contactThrottled: (by: 'email' | 'ip') => logger.warn('contact form throttled', { by }),
  contactMailFailed: (messageId: string, err: unknown) =>
    logger.error('contact mail failed', { messageId, error: err instanceof Error ? err.message : String(err) }),
};
