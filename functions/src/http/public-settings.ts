import { REGION, publicReadSchema, type PublicRead } from '@tasklane/domain';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { readAppSettings } from '../lib/settings.js';
import { logs } from '../lib/logs.js';
import { col } from '../lib/collections.js';

/**
 * How long a browser (60 s) and the Hosting CDN (5 min) may keep the answer. Public pages ask on
 * every load, so the CDN answers almost all of them and Firestore sees about one read per
 * 5 minutes per edge, whatever the traffic; an admin's change reaches every visitor within 5 minutes.
 */
export const PUBLIC_SETTINGS_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

/**
 * The public settings as a visitor's page needs them: settings/app parsed by the same schema as
 * every other reader (unknown fields dropped), the defaults when the document is missing or
 * invalid, and no timestamp; plus the published testimonials.
 */
export async function readPublicAnswer(): Promise<PublicRead> {
  const [settings, published] = await Promise.all([readAppSettings(), col.publishedTestimonials().get()]);
  const { updatedAt: _updatedAt, ...rest } = settings;
  // Published testimonials travel with the prices (absent when there are none).
  const testimonials = publicReadSchema.shape.testimonials.safeParse(published.get('items'));
  return testimonials.success && testimonials.data && testimonials.data.length > 0
    ? { ...rest, testimonials: testimonials.data }
    : rest;
}

/**
 * GET /api/public-settings (a Hosting rewrite): prices, packs, plans, tiers and limits for the
 * public pages, which load no Firebase SDK. Plain JSON with a shared-cache header; a failed read
 * is not cached, so the pages keep the values they were built with until the next try.
 */
export async function handlePublicSettings(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res
      .set('Allow', 'GET, HEAD')
      .status(405)
      .json({ error: { code: 'bad_request' } });
    return;
  }
  try {
    const settings = await readPublicAnswer();
    res.set('Cache-Control', PUBLIC_SETTINGS_CACHE_CONTROL).status(200).json(settings);
  } catch (err) {
    logs.publicSettingsFailed(err);
    res
      .set('Cache-Control', 'no-store')
      .status(503)
      .json({ error: { code: 'unavailable' } });
  }
}

export const publicSettings = onRequest({ region: REGION, timeoutSeconds: 10 }, handlePublicSettings);
