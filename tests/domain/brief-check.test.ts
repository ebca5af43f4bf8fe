import {
  BriefCheckReplyError,
  buildBriefCheckPrompt,
  offlineBriefCheck,
  parseBriefCheckReply,
  type BriefCheckInput,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';
import { BRIEF_TABLE } from '../support/brief-table';

describe('offline brief checker: the table', () => {
  for (const c of BRIEF_TABLE) {
    it(c.name, () => {
      const r = offlineBriefCheck(c.input);
      expect(r.findings.map((f) => f.code).sort()).toEqual([...c.findings].sort());
      expect(r.questions.map((q) => q.id).sort()).toEqual([...c.questions].sort());
      expect(r.inScope).toBe(c.inScope);
      expect(r.quoteSuggested).toBe(!c.inScope);
      expect(r.rewrite !== null).toBe(c.rewrite);
      if (c.suggestedCategory !== undefined) expect(r.suggestedCategory).toBe(c.suggestedCategory);
      if (c.suggestedDeliverable !== undefined) expect(r.suggestedDeliverable).toBe(c.suggestedDeliverable);
      if (!c.inScope) expect(r.scopeReason.length).toBeGreaterThan(10);
      else expect(r.scopeReason).toBe('');
    });
  }

  it('covers both languages and both outcomes', () => {
    for (const loc of ['en', 'fr'] as const) {
      const rows = BRIEF_TABLE.filter((c) => c.input.locale === loc);
      expect(rows.filter((c) => c.inScope).length).toBeGreaterThanOrEqual(4);
      expect(rows.filter((c) => !c.inScope).length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('offline brief checker: language', () => {
  const vague: BriefCheckInput = {
    title: 'Site',
    category: 'marketing_content',
    brief: 'Make it better.',
    sourceText: '',
    deliverableType: 'text',
    language: 'fr',
    locale: 'en',
  };

  it('writes findings and questions in the customer’s language, the rewrite in the language of the work', () => {
    const en = offlineBriefCheck(vague);
    expect(en.locale).toBe('en');
    expect(en.questions.find((q) => q.id === 'tone')?.text).toMatch(/Which tone/);
    expect(en.findings.find((f) => f.code === 'too_short')?.message).toMatch(/very short/);
    expect(en.rewrite).toMatch(/^Site\nObjectif: Make it better\.\nLivrable: un texte/);
    expect(en.rewrite).toContain('Ton: à préciser.');

    const fr = offlineBriefCheck({ ...vague, locale: 'fr', language: 'en' });
    expect(fr.questions.find((q) => q.id === 'tone')?.text).toMatch(/Quel ton/);
    expect(fr.findings.find((f) => f.code === 'too_short')?.message).toMatch(/très courte/);
    expect(fr.rewrite).toContain('Tone: to confirm.');
  });

  it('is deterministic', () => {
    expect(offlineBriefCheck(vague)).toEqual(offlineBriefCheck(vague));
  });
});

describe('AI replies', () => {
  const input: BriefCheckInput = {
    title: 'Captions',
    category: 'marketing_content',
    brief: 'Write 5 Instagram captions for our café, friendly tone, for students.',
    sourceText: '',
    deliverableType: 'text',
    language: 'en',
    locale: 'fr',
  };

  it('puts the brief between fences and asks for the customer’s language', () => {
    const p = buildBriefCheckPrompt(input);
    expect(p.system).toMatch(/en français/);
    expect(p.user).toContain('<<<\nWrite 5 Instagram captions');
  });

  it('parses a JSON reply, in a code fence too, dropping unknown categories and codes', () => {
    const reply =
      '```json\n' +
      JSON.stringify({
        inScope: true,
        scopeReason: '',
        findings: [
          { code: 'missing_tone', message: 'Le ton manque.' },
          { code: 'made_up', message: 'Autre remarque.' },
        ],
        questions: [{ id: 'when', text: 'Pour quand?' }],
        rewrite: 'Cinq légendes Instagram…',
        suggestedCategory: 'not_a_category',
        suggestedDeliverable: 'text',
      }) +
      '\n```';
    const r = parseBriefCheckReply(reply, input);
    expect(r.findings.map((f) => f.code)).toEqual(['missing_tone', 'other']);
    expect(r.questions).toEqual([{ id: 'when', text: 'Pour quand?' }]);
    expect(r.suggestedCategory).toBeNull();
    // The deliverable the customer already chose is no suggestion.
    expect(r.suggestedDeliverable).toBeNull();
    expect(r.locale).toBe('fr');
  });

  it('keeps the hard rules whatever the model says', () => {
    const legal = { ...input, brief: 'I need legal advice about my lease and whether to sue.' };
    const r = parseBriefCheckReply(
      JSON.stringify({ inScope: true, findings: [], questions: [], rewrite: null }),
      legal,
    );
    expect(r.inScope).toBe(false);
    expect(r.findings.map((f) => f.code)).toContain('out_of_scope');
    expect(r.outOfScopeTopics).toContain('legal_advice');
  });

  it('rejects text that is not the expected JSON', () => {
    expect(() => parseBriefCheckReply('Sure! Here is my review…', input)).toThrow(BriefCheckReplyError);
    expect(() => parseBriefCheckReply(JSON.stringify({ findings: [] }), input)).toThrow(BriefCheckReplyError);
  });
});
