import type { Province } from '@tasklane/domain';
import { stripe } from '../../services/stripe.js';

/** Stripe tax rates for our tax lines; the idempotency key makes each rate exist once. */
const taxRateIds = new Map<string, string>();
export async function taxRateFor(province: Province, code: string, rateBps: number): Promise<string> {
  const key = `tasklane-taxrate-${province}-${code}-${rateBps}`;
  const cached = taxRateIds.get(key);
  if (cached) return cached;
  const rate = await stripe().taxRates.create(
    {
      display_name: code,
      percentage: rateBps / 100,
      inclusive: false,
      country: 'CA',
      state: province,
      jurisdiction: province,
      metadata: { province, code },
    },
    { idempotencyKey: key },
  );
  taxRateIds.set(key, rate.id);
  return rate.id;
}
