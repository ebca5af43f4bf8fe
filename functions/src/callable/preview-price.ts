import { priceOf } from '@tasklane/domain';
import { defineCallable } from '../lib/callable.js';
import { readSettings } from '../lib/settings.js';

/** The price a signed-in customer would pay, from the live settings (same function as submitTask). */
export const previewPrice = defineCallable('previewPrice', 'user', async ({ category, tier, bilingual }) => {
  const settings = await readSettings();
  const price = priceOf(category, tier, settings, { bilingual });
  // Both languages are delivered within the tier's hours: the surcharge buys work, not time.
  return {
    credits: price.credits,
    cad: price.cad,
    taskClass: price.taskClass,
    hours: settings.tiers[tier].hours,
    bilingualCredits: price.bilingualCredits,
  };
});
