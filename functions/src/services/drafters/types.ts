import type { BrandKitContent, MemoryMatch, Settings, Task } from '@tasklane/domain';

/** What a drafter needs from a task (never the customer's identity), with the account's brand kit when it keeps one. */
export type DraftTask = Pick<
  Task,
  'title' | 'category' | 'language' | 'brief' | 'sourceText' | 'deliverableType' | 'bilingual' | 'sourceLanguage'
> & { brandKit?: BrandKitContent | null; memory?: MemoryMatch[] | null };

export interface DraftResult {
  text: string;
  model: string;
  tokens: number;
  ms: number;
}

export interface DraftOptions {
  /** Aborts the request (the retry loop's per-attempt timeout). */
  signal?: AbortSignal;
}

/** An AI drafting provider. Implementations throw on any failure; the caller retries with backoff. */
export interface Drafter {
  readonly provider: Settings['drafter']['provider'];
  draft(task: DraftTask, settings: Settings, options?: DraftOptions): Promise<DraftResult>;
  /**
   * Sends any system + user prompt to the settings' model (the brief check uses it). Network
   * providers only: the offline provider answers with deterministic rules instead of a model.
   */
  complete?(prompt: { system: string; user: string }, settings: Settings, options?: DraftOptions): Promise<DraftResult>;
  /** Loads the SDK ahead of the first attempt, so per-attempt time limits cover the request only. */
  prepare?(): Promise<void>;
}

/** A reply that arrived but cannot be used (no text, wrong shape). */
export class MalformedReplyError extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider}: malformed reply (${detail})`);
    this.name = 'MalformedReplyError';
  }
}
