import {
  buildBriefCheckPrompt,
  offlineBriefCheck,
  parseBriefCheckReply,
  type BriefCheckInput,
  type BriefCheckResult,
  type Settings,
} from '@tasklane/domain';
import type { Drafter } from './types.js';

export type BriefCheckOutcome =
  | { ok: true; result: BriefCheckResult; provider: string; model: string; ms: number }
  | { ok: false; provider: string; model: string; error: string };

/**
 * Checks a brief through the drafting provider the settings choose: the offline provider applies
 * the deterministic rules; Gemini and OpenAI-compatible providers get one prompt whose JSON reply
 * is validated and merged with the hard rules. One attempt, bounded by `timeoutMs`, and it never
 * throws: the customer is waiting at the form, so a slow or failing provider means "unavailable"
 * rather than a retry loop.
 */
export async function checkBriefWith(
  drafter: Drafter,
  input: BriefCheckInput,
  settings: Settings,
  timeoutMs: number,
): Promise<BriefCheckOutcome> {
  const provider = drafter.provider;
  const model = settings.drafter.model;
  const started = Date.now();
  if (!drafter.complete) {
    return { ok: true, result: offlineBriefCheck(input), provider, model, ms: Date.now() - started };
  }
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    const reply = await Promise.race([
      (async () => {
        await drafter.prepare?.();
        return drafter.complete!(buildBriefCheckPrompt(input), settings, { signal: controller.signal });
      })(),
      timeout,
    ]);
    return {
      ok: true,
      result: parseBriefCheckReply(reply.text, input),
      provider,
      model: reply.model,
      ms: Date.now() - started,
    };
  } catch (err) {
    return { ok: false, provider, model, error: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}
