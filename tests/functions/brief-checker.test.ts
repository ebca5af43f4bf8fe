// The brief check through the drafting providers, against local servers speaking Gemini's and
// OpenAI's real wire formats: a valid JSON answer, a malformed reply, and a provider that hangs.
import { DEFAULT_SETTINGS, type BriefCheckInput, type Settings } from '@tasklane/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkBriefWith } from '../../functions/src/services/drafters/brief-checker';
import {
  geminiDrafter,
  offlineDrafter,
  openAiDrafter,
  type Drafter,
} from '../../functions/src/services/drafters/index';
import { startFakeAi, type FakeServer, type Reply } from '../support/fake-ai-server';

const input: BriefCheckInput = {
  title: 'Publications Facebook',
  category: 'marketing_content',
  brief: 'Rédiger 4 publications Facebook pour annoncer notre deuxième boutique à Gatineau.',
  sourceText: '',
  deliverableType: 'text',
  language: 'fr',
  locale: 'fr',
};
const answer = {
  inScope: true,
  scopeReason: '',
  findings: [{ code: 'missing_audience', message: 'Le public visé n’est pas précisé.' }],
  questions: [{ id: 'audience', text: 'À qui s’adressent ces publications?' }],
  rewrite:
    'Rédiger 4 publications Facebook de 40 mots pour annoncer notre deuxième boutique à Gatineau, pour nos clients actuels.',
  suggestedCategory: null,
  suggestedDeliverable: null,
};

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const providers: {
  name: 'openai' | 'gemini';
  make(origin: string): Drafter;
  settings: Settings;
  promptOf(body: unknown): string;
}[] = [
  {
    name: 'openai',
    make: (origin) => openAiDrafter({ apiKey: 'sk-test', baseURL: `${origin}/v1`, timeoutMs: 5_000 }),
    settings: {
      ...DEFAULT_SETTINGS,
      drafter: { provider: 'openai', model: 'gpt-test-mini', openaiBaseUrl: '', maxRetries: 2 },
    },
    promptOf: (body) => (body as { messages: { content: string }[] }).messages.map((m) => m.content).join('\n'),
  },
  {
    name: 'gemini',
    make: (origin) => geminiDrafter({ apiKey: 'AIza-test', baseUrl: origin }),
    settings: {
      ...DEFAULT_SETTINGS,
      drafter: { provider: 'gemini', model: 'gemini-test-flash', openaiBaseUrl: '', maxRetries: 2 },
    },
    promptOf: (body) => {
      const b = body as {
        systemInstruction?: { parts: { text: string }[] };
        contents: { parts: { text: string }[] }[];
      };
      return [...(b.systemInstruction?.parts ?? []), ...b.contents.flatMap((c) => c.parts)]
        .map((p) => p.text)
        .join('\n');
    },
  },
];

for (const p of providers) {
  describe(`brief check through ${p.name}`, () => {
    // The provider's SDK loads and registers itself on first use, which on a loaded machine can
    // outlast the per-check limit below: pay that once here, with a generous limit.
    beforeAll(async () => {
      const warm = await startFakeAi(
        p.name,
        [{ kind: 'ok', text: '```json\n' + JSON.stringify(answer) + '\n```' }],
        p.settings.drafter.model,
      );
      try {
        await checkBriefWith(p.make(warm.origin), input, p.settings, 60_000);
      } finally {
        await warm.close();
      }
    }, 120_000);
    const run = async (replies: Reply[], timeoutMs = 5_000) => {
      server = await startFakeAi(p.name, replies, p.settings.drafter.model);
      return checkBriefWith(p.make(server.origin), input, p.settings, timeoutMs);
    };

    it('returns the validated answer, asked in the customer’s language with the brief fenced as data', async () => {
      const out = await run([{ kind: 'ok', text: '```json\n' + JSON.stringify(answer) + '\n```' }]);
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      expect(out.provider).toBe(p.name);
      expect(out.result).toMatchObject({
        inScope: true,
        questions: answer.questions,
        rewrite: answer.rewrite,
        locale: 'fr',
      });
      expect(out.result.findings).toEqual([{ code: 'missing_audience', message: 'Le public visé n’est pas précisé.' }]);
      expect(server!.requests).toHaveLength(1);
      const prompt = p.promptOf(server!.requests[0]!.body);
      expect(prompt).toContain('en français');
      expect(prompt).toContain(`<<<\n${input.brief}\n>>>`);
    });

    it('reports a malformed reply as unavailable, once, without retrying', async () => {
      const out = await run([{ kind: 'ok', text: 'Bien sûr! Voici mon analyse…' }]);
      expect(out).toMatchObject({ ok: false, provider: p.name });
      if (!out.ok) expect(out.error).toMatch(/malformed/);
      const broken = await checkBriefWith(p.make(server!.origin), input, p.settings, 5_000);
      expect(broken.ok).toBe(false);
      expect(server!.requests).toHaveLength(2);
    });

    it('reports a broken body as unavailable', async () => {
      const out = await run([{ kind: 'malformed' }]);
      expect(out.ok).toBe(false);
    });

    it('gives up after its time limit when the provider never answers', async () => {
      const started = Date.now();
      const out = await run([{ kind: 'hang' }], 800);
      expect(out.ok).toBe(false);
      if (!out.ok) expect(out.error).toMatch(/timed out|abort/i);
      expect(Date.now() - started).toBeLessThan(4_500);
    });
  });
}

describe('brief check through the offline provider', () => {
  it('applies the deterministic rules without any network', async () => {
    const out = await checkBriefWith(offlineDrafter, input, DEFAULT_SETTINGS, 1_000);
    expect(out.ok).toBe(true);
    if (out.ok)
      expect(out.result.findings.map((f) => f.code).sort()).toEqual(['missing_audience', 'missing_tone', 'too_short']);
  });
});
