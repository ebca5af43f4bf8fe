import { priceOf } from '@tasklane/domain';
import { defineCallable } from '../lib/callable.js';
import { readSettings } from '../lib/settings.js';

/** The price a signed-in customer would pay, from the live settings (same function as submitTask). */
export const previewPrice = defineCallable('previewPrice', 'user', async ({ category, tier }) => {
  const settings = await readSettings();
  const price = priceOf(category, tier, settings);
  return { credits: price.credits, cad: price.cad, taskClass: price.taskClass, hours: settings.tiers[tier].hours };
});
