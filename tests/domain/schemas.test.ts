import { DEFAULT_SETTINGS, contactInputSchema, countWords, settingsSchema, taskInputSchema } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const validTask = {
  title: 'Polish my About page',
  category: 'admin_docs',
  tier: 'standard',
  brief: 'Please polish the text below and keep our friendly tone.',
  sourceText: '',
  deliverableType: 'text',
  language: 'en',
};

function codes(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('settings', () => {
  it('the defaults satisfy the settings schema', () => {
    expect(settingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
  });
  it('rejects a negative credit price', () => {
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, creditPriceCad: -1 }).success).toBe(false);
  });
});

describe('task input', () => {
  it('accepts a valid task', () => {
    expect(taskInputSchema.safeParse(validTask).success).toBe(true);
  });
  it('reports each field as an error code', () => {
    const r = taskInputSchema.safeParse({ ...validTask, title: ' ', brief: 'short', category: 'astrology' });
    expect(codes(r)).toMatchObject({
      title: 'title_required',
      brief: 'brief_too_short',
      category: 'category_required',
    });
  });
  it('limits source text to 800 words', () => {
    const words = Array.from({ length: 801 }, (_, i) => `mot${i}`).join(' ');
    expect(codes(taskInputSchema.safeParse({ ...validTask, sourceText: words }))).toMatchObject({
      sourceText: 'source_too_many_words',
    });
    const ok = Array.from({ length: 800 }, (_, i) => `w${i}`).join(' ');
    expect(taskInputSchema.safeParse({ ...validTask, sourceText: ok }).success).toBe(true);
  });
  it('limits a sheet to 500 rows', () => {
    const rows = Array.from({ length: 501 }, (_, i) => `${i},x`).join('\n');
    expect(
      codes(taskInputSchema.safeParse({ ...validTask, deliverableType: 'sheet', sourceText: rows })),
    ).toMatchObject({
      sourceText: 'sheet_too_many_rows',
    });
  });
});

describe('words', () => {
  it('counts French elisions and hyphenated words as people do', () => {
    expect(countWords("L'équipe d’Ottawa-Gatineau livre vite.")).toBe(4);
    expect(countWords('  ')).toBe(0);
  });
});

describe('contact input', () => {
  it("maps the spec's e-mail messages to codes", () => {
    const base = { name: 'Luc', company: '', phone: '', subject: 'Hi', message: 'A long enough message', locale: 'en' };
    expect(codes(contactInputSchema.safeParse({ ...base, email: '' }))).toMatchObject({ email: 'email_required' });
    expect(codes(contactInputSchema.safeParse({ ...base, email: 'nope' }))).toMatchObject({ email: 'email_invalid' });
  });
  it('rejects a filled honeypot', () => {
    const r = contactInputSchema.safeParse({
      name: 'Bot',
      email: 'b@example.test',
      company: '',
      phone: '',
      subject: 'x',
      message: 'buy buy buy buy',
      locale: 'en',
      website: 'http://spam',
    });
    expect(codes(r)).toMatchObject({ website: 'spam' });
  });
});
