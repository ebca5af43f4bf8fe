import { googleAI } from '@genkit-ai/google-genai';
import { buildDraftPrompt } from '@tasklane/domain';
import { genkit } from 'genkit';
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

type Ai = ReturnType<typeof genkit>;
const instances = new Map<string, Ai>();

/** One Genkit instance per key + endpoint: building one registers plugins, so reuse it. */
function aiFor(opts: GeminiDrafterOptions): Ai {
  const key = `${opts.baseUrl ?? ''}|${opts.apiKey}`;
  let ai = instances.get(key);
  if (!ai) {
    ai = genkit({ plugins: [googleAI({ apiKey: opts.apiKey, ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}) })] });
    instances.set(key, ai);
  }
  return ai;
}

/** Gemini through Genkit and its google-genai plugin: the production default provider. */
export function geminiDrafter(opts: GeminiDrafterOptions): Drafter {
  return {
    provider: 'gemini',
    async draft(task, settings, options) {
      const ai = aiFor(opts);
      const prompt = buildDraftPrompt(task, settings);
      const started = Date.now();
      const res = await ai.generate({
        model: googleAI.model(settings.drafter.model),
        system: prompt.system,
        prompt: prompt.user,
        config: { temperature: 0.4 },
        abortSignal: options?.signal,
      });
      const text = res.text;
      if (typeof text !== 'string' || text.trim() === '') throw new MalformedReplyError('gemini', 'no text in the candidate');
      return { text, model: settings.drafter.model, tokens: res.usage?.totalTokens ?? 0, ms: Date.now() - started };
    },
  };
}
