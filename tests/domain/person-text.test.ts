import {
  cleanLine,
  cleanMultiline,
  contactInputSchema,
  contracts,
  docIdField,
  signUpSchema,
  taskInputSchema,
  visibleLength,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const RLO = '\u202E';
const NUL = '\u0000';

describe('person-entered text', () => {
  it('strips control and bidi characters and applies NFC', () => {
    expect(cleanLine(`Ren${RLO}e\u0301${NUL}`)).toBe('René');
    expect(cleanLine('Zoé\u200B Tremblay')).toBe('Zoé Tremblay');
    expect(cleanMultiline(`Line 1\r\nLine\t2${RLO}`)).toBe('Line 1\nLine\t2');
  });
  it('counts only characters a reader sees', () => {
    expect(visibleLength(`${RLO}${NUL} ${RLO}`)).toBe(0);
    expect(visibleLength('Jo')).toBe(2);
  });
  it('refuses a sign-up name made of invisible characters, and stores a cleaned one', () => {
    const base = { email: 'a@example.test', password: 'Abcdef-12', company: '', locale: 'en' as const };
    const invisible = signUpSchema.safeParse({ ...base, name: `${RLO}${NUL}${RLO}${NUL}${RLO}` });
    expect(invisible.success).toBe(false);
    expect(invisible.error?.issues[0]?.message).toMatch(/^name_(required|too_short)$/);
    expect(signUpSchema.safeParse({ ...base, name: `${RLO}A${NUL}` }).success).toBe(false);
    const ok = signUpSchema.parse({ ...base, name: `  Marie-E\u0300ve${RLO} `, company: `Caf${NUL}é` });
    expect(ok.name).toBe('Marie-Ève');
    expect(ok.company).toBe('Café');
  });
  it('cleans titles, briefs and contact messages the same way', () => {
    const task = taskInputSchema.parse({
      title: `Menu${RLO}`,
      category: 'admin_docs',
      tier: 'standard',
      brief: `Translate the menu below, please${NUL}, keep the tone.`,
      sourceText: '',
      deliverableType: 'text',
      language: 'en',
    });
    expect(task.title).toBe('Menu');
    expect(task.brief).not.toContain(NUL);
    const contact = contactInputSchema.safeParse({
      name: `${RLO}${NUL}`,
      email: 'a@example.test',
      company: '',
      phone: '',
      subject: 'Hi',
      message: 'A long enough message',
      locale: 'en',
    });
    expect(contact.success).toBe(false);
  });
});

describe('document ids', () => {
  it('refuses paths, dot segments and reserved ids', () => {
    for (const bad of ['a/b', '..', '.', '__x__', '', 'x'.repeat(129), 'a b'])
      expect(docIdField.safeParse(bad).success, bad).toBe(false);
    for (const good of ['demo-task-queued', 'AbC123_-x', 'x'.repeat(128)])
      expect(docIdField.safeParse(good).success, good).toBe(true);
  });
  it('is the id schema of every callable that takes a task id', () => {
    for (const name of [
      'cancelTask',
      'requestRevision',
      'requestRefund',
      'pickUpTask',
      'deliverTask',
      'decideRefund',
    ] as const) {
      const shape = (contracts[name].input as unknown as { shape: { taskId: unknown } }).shape;
      expect(shape.taskId, name).toBe(docIdField);
    }
  });
});
