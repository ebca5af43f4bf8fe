import type { googleAI as GoogleAI } from '@genkit-ai/google-genai';
import { buildDraftPrompt } from '@tasklane/domain';
import type { genkit as Genkit } from 'genkit';
import { MalformedReplyError, type Drafter } from './types.js';

export interface GeminiDrafterOptions {
  apiKey: string;
  /**
   * The Gemini API origin; empty means Google's (https://generativelanguage.googleapis.com).
   * The google-genai plugin takes `baseUrl` and appends `/v1beta/models/{model}:generateContent`,
   * which is how the tests point it at a local server speaking the real wire format.
   */
  baseUrl?: string;
}

type Ai = ReturnType<typeof Genkit>;
const instances = new Map<string, { ai: Ai; googleAI: typeof GoogleAI }>();

/**
 * One Genkit instance per key + endpoint (building one registers plugins, so reuse it). Genkit is
 * loaded on first use: every function shares one bundle, and callables should not pay for it at cold start.
 */
async function aiFor(opts: GeminiDrafterOptions) {
  const key = `${opts.baseUrl ?? ''}|${opts.apiKey}`;
  let entry = instances.get(key);
  if (!entry) {
    const [{ genkit }, { googleAI }] = await Promise.all([import('genkit'), import('@genkit-ai/google-genai')]);
    const ai = genkit({
      plugins: [googleAI({ apiKey: opts.apiKey, ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}) })],
    });
    entry = { ai, googleAI };
    instances.set(key, entry);
  }
  return entry;
}

/** Gemini through Genkit and its google-genai plugin: the production default provider. */
export function geminiDrafter(opts: GeminiDrafterOptions): Drafter {
  const complete: NonNullable<Drafter['complete']> = async (prompt, settings, options) => {
    const { ai, googleAI } = await aiFor(opts);
    const started = Date.now();
    const res = await ai.generate({
      model: googleAI.model(settings.drafter.model),
      system: prompt.system,
      prompt: prompt.user,
      config: { temperature: 0.4 },
      abortSignal: options?.signal,
    });
    const text = res.text;
    if (typeof text !== 'string' || text.trim() === '')
      throw new MalformedReplyError('gemini', 'no text in the candidate');
    return { text, model: settings.drafter.model, tokens: res.usage?.totalTokens ?? 0, ms: Date.now() - started };
  };
  return {
    provider: 'gemini',
    async prepare() {
      await aiFor(opts);
    },
    complete,
    draft: (task, settings, options) => complete(buildDraftPrompt(task, settings), settings, options),
  };
}
