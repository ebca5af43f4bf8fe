import { CATEGORIES, TASK_CLASSES, TIERS } from '../constants.js';
import { PROVINCES } from '../tax.js';
import type { PublicSettings } from './schema.js';

// settings/app as publicSettingsSchema accepts it, checked without zod. Every signed-in screen
// reads the settings; parsing them with the schema put zod (about 20 kB gzipped) and the schemas
// into each first load. tests/domain/settings-check.test.ts holds this to the schema's verdict
// on the defaults and on hundreds of broken variants of them, so the two cannot drift apart
// unnoticed. Unlike the schema, it returns the document as stored (strings untrimmed, unknown
// fields kept): the screens only read it.

type Check = (v: unknown) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const int = (v: unknown): v is number => num(v) && Number.isSafeInteger(v);
const positiveInt: Check = (v) => int(v) && v > 0;
const countInt: Check = (v) => int(v) && v >= 0;
const positive: Check = (v) => num(v) && v > 0;
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
const text =
  (min: number, max: number, pattern?: RegExp): Check =>
  (v) => {
    if (typeof v !== 'string') return false;
    const s = v.trim();
    return s.length >= min && s.length <= max && (!pattern || pattern.test(s));
  };
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v);
/** An object with these fields passing their checks (other fields are ignored, as zod strips them). */
const shape =
  (fields: Record<string, Check>): Check =>
  (v) =>
    isObject(v) && Object.entries(fields).every(([k, check]) => check(v[k]));
/** A record with exactly these keys, each value passing `check` (zod's records over an enum). */
const recordOf =
  (keys: readonly string[], check: Check): Check =>
  (v) =>
    isObject(v) && Object.keys(v).every((k) => keys.includes(k)) && keys.every((k) => check(v[k]));
/** A non-empty list of items with unique ids. */
const listOf =
  (item: Check): Check =>
  (v) =>
    Array.isArray(v) &&
    v.length > 0 &&
    v.every(item) &&
    new Set(v.map((x) => String((x as { id: string }).id).trim())).size === v.length;

const stripePriceId = optional(text(0, Number.MAX_SAFE_INTEGER, /^price_[A-Za-z0-9_]{1,120}$/));
const megabytes: Check = (v) => positive(v) && (v as number) <= 30;

const publicSettings = shape({
  creditPriceCad: positive,
  classBaseCredits: recordOf(TASK_CLASSES, positiveInt),
  categoryClass: recordOf(CATEGORIES, oneOf(TASK_CLASSES)),
  tiers: recordOf(TIERS, shape({ hours: positiveInt, surchargeCredits: countInt })),
  packs: listOf(shape({ id: text(1, 40), credits: positiveInt, priceCad: positive, stripePriceId })),
  plans: listOf(shape({ id: text(1, 40), priceCadPerMonth: positive, creditsPerMonth: positiveInt, stripePriceId })),
  queueCapacity: (v) => positiveInt(v) && (v as number) <= 1000,
  freeRevisionsPerDelivery: countInt,
  extraRevisionCredits: countInt,
  supplier: optional(
    shape({
      legalName: text(1, 200),
      address: shape({
        street: text(1, 200),
        city: text(1, 100),
        province: oneOf(PROVINCES),
        postalCode: text(0, Number.MAX_SAFE_INTEGER, /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i),
      }),
      gstHstNumber: text(0, Number.MAX_SAFE_INTEGER, /^\d{9} ?RT ?\d{4}$/),
      qstNumber: text(0, Number.MAX_SAFE_INTEGER, /^\d{10} ?TQ ?\d{4}$/),
      email: optional(text(0, 200)),
    }),
  ),
  files: optional(
    shape({
      maxAttachments: (v) => countInt(v) && (v as number) <= 20,
      imageMaxMb: megabytes,
      documentMaxMb: megabytes,
      audioMaxSeconds: positiveInt,
      audioMaxMb: megabytes,
      sheetMaxRows: positiveInt,
      retentionDays: (v) => positiveInt(v) && (v as number) <= 3650,
    }),
  ),
  threads: optional(shape({ waitingDays: (v) => int(v) && (v as number) >= 1 && (v as number) <= 30 })),
  bilingualSurchargeCredits: optional((v) => countInt(v) && (v as number) <= 100),
  privacyOfficer: optional(
    shape({
      name: optional(text(0, 120)),
      title: shape({ en: text(1, 120), fr: text(1, 120) }),
      contactEmail: text(0, 200, /^[^\s@]+@[^\s@]+\.[^\s@]+$/),
    }),
  ),
});

/** The public settings if `data` is a valid settings/app document, else null. */
export function checkPublicSettings(data: unknown): PublicSettings | null {
  return publicSettings(data) ? (data as PublicSettings) : null;
}
