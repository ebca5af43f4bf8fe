// The zod-free settings check the web reads settings/app with must agree with publicSettingsSchema,
// the schema the server writes the document by: on the defaults, and on every variant below where
// one field at a time is missing, of the wrong type, out of range or malformed.
import { DEFAULT_SETTINGS, publicSettingsSchema, checkPublicSettings, splitSettings } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

type Doc = Record<string, unknown>;
const base = (): Doc => structuredClone(splitSettings(DEFAULT_SETTINGS).app) as Doc;

/** Every path to a value in the document (objects and arrays walked), with the document itself. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => paths(v, [...at, i]))];
  if (typeof value === 'object' && value !== null)
    return [at, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))];
  return [at];
}

function withValue(doc: Doc, at: (string | number)[], value: unknown): Doc {
  const copy = structuredClone(doc);
  let node = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = at[at.length - 1]!;
  if (value === DELETE) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

const DELETE = Symbol('delete');
const WRONG_VALUES: unknown[] = [
  DELETE,
  undefined,
  null,
  -1,
  0,
  0.5,
  1.5,
  7,
  31,
  1001,
  3651,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  ' ',
  'x',
  '12',
  'price_ok',
  'x'.repeat(41),
  'x'.repeat(201),
  true,
  [],
  {},
];

const withSupplier = (): Doc => ({
  ...base(),
  supplier: {
    legalName: 'Tasklane Inc.',
    address: { street: '1 Main St', city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1' },
    gstHstNumber: '123456789 RT 0001',
    qstNumber: '1234567890 TQ 0001',
    email: 'billing@tasklane.ca',
  },
  threads: { waitingDays: 3 },
});

function variants(): { name: string; doc: unknown }[] {
  const out: { name: string; doc: unknown }[] = [
    { name: 'defaults', doc: base() },
    { name: 'with supplier and threads', doc: withSupplier() },
    { name: 'null', doc: null },
    { name: 'a string', doc: 'settings' },
    { name: 'an array', doc: [] },
    { name: 'no files', doc: withValue(base(), ['files'], DELETE) },
    { name: 'an unknown field', doc: { ...base(), extra: 1 } },
    { name: 'an unknown tier', doc: withValue(base(), ['tiers', 'ultra'], { hours: 1, surchargeCredits: 0 }) },
    { name: 'an unknown class', doc: withValue(base(), ['classBaseCredits', 'gold'], 3) },
    { name: 'no packs', doc: withValue(base(), ['packs'], []) },
    { name: 'no plans', doc: withValue(base(), ['plans'], []) },
  ];
  const packs = (base().packs as { id: string }[]).length;
  if (packs > 1) {
    out.push({
      name: 'duplicate pack ids',
      doc: withValue(base(), ['packs', 1, 'id'], (base().packs as { id: string }[])[0]!.id),
    });
    out.push({
      name: 'pack ids equal once trimmed',
      doc: withValue(base(), ['packs', 1, 'id'], ` ${(base().packs as { id: string }[])[0]!.id} `),
    });
  }
  for (const start of [base(), withSupplier()]) {
    for (const at of paths(start)) {
      if (at.length === 0) continue;
      for (const value of WRONG_VALUES)
        out.push({
          name: `${at.join('.')} = ${String(value === DELETE ? '(deleted)' : JSON.stringify(value))}`,
          doc: withValue(start, at, value),
        });
    }
  }
  return out;
}

describe('checkPublicSettings', () => {
  const cases = variants();

  it('gives the same verdict as publicSettingsSchema on every variant', () => {
    const disagreements = cases
      .map(({ name, doc }) => ({
        name,
        zod: publicSettingsSchema.safeParse(doc).success,
        check: checkPublicSettings(doc) !== null,
      }))
      .filter((c) => c.zod !== c.check)
      .map((c) => `${c.name}: schema ${c.zod ? 'accepts' : 'refuses'}, check ${c.check ? 'accepts' : 'refuses'}`);
    expect(disagreements).toEqual([]);
  });

  it('covers both verdicts many times over', () => {
    const accepted = cases.filter(({ doc }) => publicSettingsSchema.safeParse(doc).success).length;
    expect(accepted).toBeGreaterThan(50);
    expect(cases.length - accepted).toBeGreaterThan(500);
  });

  it('returns the document itself when valid', () => {
    const doc = base();
    expect(checkPublicSettings(doc)).toBe(doc);
  });
});
