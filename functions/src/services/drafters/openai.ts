import { buildDraftPrompt } from '@tasklane/domain';
import type OpenAI from 'openai';
import { MalformedReplyError, type Drafter } from './types.js';

export interface OpenAiDrafterOptions {
  apiKey: string;
  /** Any OpenAI-compatible chat-completions endpoint; empty means api.openai.com. */
  baseURL?: string;
  timeoutMs?: number;
}

/**
 * OpenAI-compatible chat completions through the official `openai` client. The client's own
 * retries are off (maxRetries 0): the drafting loop owns retries and backoff for every provider.
 */
export function openAiDrafter(opts: OpenAiDrafterOptions): Drafter {
  let client: OpenAI | undefined;
  // Loaded on first use, like Genkit: the shared bundle's cold start stays light.
  const clientFor = async () => {
    if (!client) {
      const { default: OpenAIClient } = await import('openai');
      client = new OpenAIClient({
        apiKey: opts.apiKey,
        baseURL: opts.baseURL || undefined,
        maxRetries: 0,
        timeout: opts.timeoutMs ?? 60_000,
      });
    }
    return client;
  };
  const complete: NonNullable<Drafter['complete']> = async (prompt, settings, options) => {
    const client = await clientFor();
    const started = Date.now();
    const res = await client.chat.completions.create(
      {
        model: settings.drafter.model,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        temperature: 0.4,
      },
      { signal: options?.signal },
    );
    const text: unknown = res?.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || text.trim() === '') throw new MalformedReplyError('openai', 'no message content');
    return {
      text,
      model: typeof res.model === 'string' ? res.model : settings.drafter.model,
      tokens: res.usage?.total_tokens ?? 0,
      ms: Date.now() - started,
    };
  };
  return {
    provider: 'openai',
    async prepare() {
      await clientFor();
    },
    complete,
    draft: (task, settings, options) => complete(buildDraftPrompt(task, settings), settings, options),
  };
}
