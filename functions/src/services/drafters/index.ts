import type { Settings } from '@tasklane/domain';
import { geminiDrafter } from './gemini.js';
import { offlineDrafter } from './offline.js';
import { openAiDrafter } from './openai.js';
import type { Drafter } from './types.js';

export type { Drafter, DraftResult, DraftTask } from './types.js';
export { offlineDrafter, openAiDrafter, geminiDrafter };

/**
 * The drafter the settings choose. Keys come from Firebase secrets (GEMINI_API_KEY,
 * OPENAI_API_KEY), which the drafting trigger binds and the runtime exposes as env.
 */
export function drafterFor(settings: Settings, env: Record<string, string | undefined> = process.env): Drafter {
  switch (settings.drafter.provider) {
    case 'gemini':
      return geminiDrafter({ apiKey: env.GEMINI_API_KEY ?? '' });
    case 'openai':
      return openAiDrafter({ apiKey: env.OPENAI_API_KEY ?? '', baseURL: settings.drafter.openaiBaseUrl });
    case 'offline':
      return offlineDrafter;
  }
}
