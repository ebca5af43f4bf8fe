import { publicAiInfo } from '@tasklane/domain';
import { defineCallable } from '../lib/callable.js';
import { readSettings } from '../lib/settings.js';

/**
 * The AI page names the provider and model in use. The drafting settings are staff-only (they
 * hold the endpoint and prompts), so signed-in users get only these two public-safe fields.
 */
export const aiInfo = defineCallable('aiInfo', 'user', async () => publicAiInfo(await readSettings()));
