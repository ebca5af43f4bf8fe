import { countWords, offlineDraftText } from '@tasklane/domain';
import type { Drafter } from './types.js';

/**
 * The emulator and demo drafter: deterministic, no network. The same task always gets the same
 * clearly labelled draft (domain offlineDraftText); `ms` is reported as 0 so it stays deterministic.
 */
export const offlineDrafter: Drafter = {
  provider: 'offline',
  async draft(task, settings) {
    const text = offlineDraftText(task);
    return { text, model: settings.drafter.model || 'offline-drafter-v1', tokens: countWords(text), ms: 0 };
  },
};
