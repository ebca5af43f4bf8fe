import { logger } from 'firebase-functions';

// Every log line is a named function, so messages stay consistent and searchable.
export const logs = {
  callableFailed: (name: string, err: unknown) =>
    logger.error(`callable ${name} failed`, { error: err instanceof Error ? err.message : String(err) }),
  invalidInput: (name: string, issues: unknown) => logger.warn(`callable ${name}: invalid input`, { issues }),
  tick: (result: unknown) => logger.info('queue tick', { result }),
  tickTaskFailed: (taskId: string, err: unknown) =>
    logger.error('queue tick: task step failed', { taskId, error: err instanceof Error ? err.message : String(err) }),
  draftAttemptFailed: (taskId: string, attempt: number, err: unknown) =>
    logger.warn('drafting attempt failed', { taskId, attempt, error: err instanceof Error ? err.message : String(err) }),
  draftFinished: (taskId: string, outcome: string, meta: Record<string, unknown>) => logger.info(`drafting ${outcome}`, { taskId, ...meta }),
  settingsInvalid: (issues: unknown) => logger.error('settings/app is invalid; using defaults', { issues }),
};
