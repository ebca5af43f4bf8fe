import { logger } from 'firebase-functions';

// Every log line is a named function, so messages stay consistent and searchable.
export const logs = {
  callableFailed: (name: string, err: unknown) =>
    logger.error(`callable ${name} failed`, { error: err instanceof Error ? err.message : String(err) }),
  invalidInput: (name: string, issues: unknown) => logger.warn(`callable ${name}: invalid input`, { issues }),
  settingsInvalid: (issues: unknown) => logger.error('settings/app is invalid; using defaults', { issues }),
  // notifications
  notificationWritten: (id: string, templateKey: string) => logger.info('notification written', { id, templateKey }),
  notificationDuplicate: (id: string) => logger.info('notification already written; duplicate event ignored', { id }),
  notificationMailSkipped: (uid: string, reason: string) => logger.info('notification e-mail skipped', { uid, reason }),
  notificationMailFailed: (uid: string, kind: string, err: unknown) =>
    logger.error('notification e-mail failed', { uid, kind, error: err instanceof Error ? err.message : String(err) }),
  notificationsPurged: (deleted: number, more: boolean) => logger.info('old notifications deleted', { deleted, more }),
};
