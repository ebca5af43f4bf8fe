import { backoffMs, type Settings } from '@tasklane/domain';
import type { Drafter, DraftResult, DraftTask } from './types.js';

export interface RetryOptions {
  /** First backoff delay; doubles each retry (capped at 30 s). */
  backoffBaseMs?: number;
  /** Per-attempt time limit. */
  timeoutMs?: number;
  onAttemptFailed?: (attempt: number, err: unknown) => void;
}

export interface RetryOutcome {
  draft: DraftResult | null;
  attempts: number;
  error: string | null;
}

/**
 * Calls the drafter up to settings.drafter.maxRetries + 1 times, with a time limit on each
 * attempt and exponential backoff between them. Never throws: a null draft means every attempt failed.
 */
export async function draftWithRetries(
  drafter: Drafter,
  task: DraftTask,
  settings: Settings,
  opts: RetryOptions = {},
): Promise<RetryOutcome> {
  const attempts = settings.drafter.maxRetries + 1;
  let error: string | null = null;
  try {
    await drafter.prepare?.();
  } catch (err) {
    opts.onAttemptFailed?.(0, err);
    return { draft: null, attempts: 0, error: err instanceof Error ? err.message : String(err) };
  }
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const draft = await withTimeout((signal) => drafter.draft(task, settings, { signal }), opts.timeoutMs ?? 60_000);
      return { draft, attempts: attempt, error: null };
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      opts.onAttemptFailed?.(attempt, err);
      if (attempt < attempts) await sleep(backoffMs(attempt, opts.backoffBaseMs ?? 2_000));
    }
  }
  return { draft: null, attempts, error };
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

/** Runs `fn` with an abort signal and rejects once `ms` have passed. */
async function withTimeout<T>(fn: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`timed out after ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([fn(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
