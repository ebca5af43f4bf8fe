// The one list of personal data (functions/src/lib/personal-data.ts) covers every collection, and
// the data export reads it: each entry is exported (by its rule or generically) or skipped with a
// reason, and nothing secret or internal goes into the archive.
import { COLLECTIONS } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';
import { OUTSIDE_PERSONAL_DATA, PERSONAL_DATA } from '../../functions/src/lib/personal-data';
import { planKinds } from '../../functions/src/lib/data-export/kinds';
import { EXPORT_RULES } from '../../functions/src/lib/data-export/rules';
import { csvHeader, csvRow, exportedRecord } from '../../functions/src/lib/data-export/values';

describe('the personal-data list', () => {
  it('names every collection: in PERSONAL_DATA, or outside it with a reason', () => {
    const listed = new Set(Object.keys(PERSONAL_DATA));
    const missing = Object.values(COLLECTIONS).filter((c) => !listed.has(c) && !OUTSIDE_PERSONAL_DATA[c]);
    expect(missing, 'add each to PERSONAL_DATA (or OUTSIDE_PERSONAL_DATA with why)').toEqual([]);
    for (const c of Object.keys(OUTSIDE_PERSONAL_DATA)) expect(listed.has(c), `${c} is listed twice`).toBe(false);
  });

  it('drives the export: every entry is a file of the archive or left out with its reason', () => {
    const person = { uid: 'u1', email: 'u1@example.test' };
    const { kinds, skipped } = planKinds({ kind: 'personal', person });
    const planned = new Set(kinds.map((k) => k.key));
    for (const key of Object.keys(PERSONAL_DATA)) {
      const rule = EXPORT_RULES[key as keyof typeof EXPORT_RULES];
      if (rule && 'skip' in rule) expect(skipped).toContainEqual(rule.skip);
      else expect(planned.has(key as never), key).toBe(true);
    }
    const files = kinds.map((k) => k.rule.file);
    expect(new Set(files).size, 'one file per kind').toBe(files.length);
    for (const f of ['profile', 'tasks', 'messages', 'ratings', 'consents', 'receipts', 'wallet', 'brand-kit'])
      expect(files).toContain(f);
  });

  it("a team's export reads only the kinds a team has, with the team and its members", () => {
    const files = planKinds({ kind: 'team', teamId: 't1' }).kinds.map((k) => k.rule.file);
    expect(files).toEqual(expect.arrayContaining(['team', 'members', 'tasks', 'messages', 'wallet', 'receipts']));
    expect(files).not.toContain('profile');
    expect(files).not.toContain('consents');
  });
});

describe('the archive’s records', () => {
  it('leave out omitted and secret fields, and staff notes in a history', () => {
    const rules = EXPORT_RULES.tasks;
    if (!rules || 'skip' in rules) throw new Error('tasks are exported');
    const rec = exportedRecord(
      't1',
      {
        title: 'Menu',
        queueKey: 5,
        atRiskFor: 1,
        keyHash: 'abc',
        signingSecret: 'shh',
        history: [
          { by: 'u1', to: 'submitted', note: 'mine' },
          { by: 'staff-uid', to: 'in_review', note: 'internal remark', staff: true },
        ],
        createdAt: new Date('2026-11-29T01:00:00Z'),
      },
      rules.omit,
      rules.shape,
    );
    expect(rec).toEqual({
      id: 't1',
      title: 'Menu',
      history: [
        { by: 'u1', to: 'submitted', note: 'mine' },
        { by: 'staff', to: 'in_review', staff: true },
      ],
      createdAt: '2026-11-29T01:00:00.000Z',
    });
  });

  it('CSV: a byte-order mark, headers in the language, cells quoted and formulas neutralised', () => {
    const cols = [
      ['text', 'Message', 'Message'],
      ['acceptedAtMs', 'Accepted', 'Accepté le'],
    ] as const;
    expect(csvHeader(cols, 'fr')).toBe('\uFEFFMessage,Accepté le\r\n');
    expect(csvRow(cols, { text: '=SUM(A1), "hi"', acceptedAtMs: 0 })).toBe(
      `"'=SUM(A1), ""hi""",1970-01-01T00:00:00.000Z\r\n`,
    );
  });
});
