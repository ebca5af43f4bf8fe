// The network drafters against local servers speaking each API's real wire format: success,
// a 429 then success, a timeout, and a malformed reply. The retry loop is the production one.
import { DEFAULT_SETTINGS, SCOPE_RULES, type Settings } from '@tasklane/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  geminiDrafter,
  offlineDrafter,
  openAiDrafter,
  type Drafter,
} from '../../functions/src/services/drafters/index';
import { draftWithRetries } from '../../functions/src/services/drafters/retry';
import { startFakeAi, type FakeServer, type Reply } from '../support/fake-ai-server';
import { taskDoc } from '../support/factories';

const task = taskDoc('u1', {
  language: 'fr',
  category: 'marketing_content',
  title: 'Menu d’automne',
  brief: 'Six descriptions chaleureuses de plats.',
  sourceText: 'Soupe à la courge. Tarte aux pommes.',
});
const fast = { backoffBaseMs: 10, timeoutMs: 1_500 };

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface Provider {
  name: 'openai' | 'gemini';
  model: string;
  make(origin: string): Drafter;
  settings: Settings;
  /** The prompt text the request carried, found in the provider's own request shape. */
  promptOf(body: unknown): string;
  path: RegExp;
  keyHeader(headers: Record<string, unknown>): unknown;
}

const providers: Provider[] = [
  {
    name: 'openai',
    model: 'gpt-test-mini',
    make: (origin) => openAiDrafter({ apiKey: 'sk-test', baseURL: `${origin}/v1`, timeoutMs: 5_000 }),
    settings: {
      ...DEFAULT_SETTINGS,
      drafter: { provider: 'openai', model: 'gpt-test-mini', openaiBaseUrl: '', maxRetries: 2 },
    },
    promptOf: (body) =>
      (body as { messages: { role: string; content: string }[] }).messages
        .map((m) => `${m.role}: ${m.content}`)
        .join('\n'),
    path: /^\/v1\/chat\/completions$/,
    keyHeader: (h) => h.authorization,
  },
  {
    name: 'gemini',
    model: 'gemini-test-flash',
    make: (origin) => geminiDrafter({ apiKey: 'AIza-test', baseUrl: origin }),
    settings: {
      ...DEFAULT_SETTINGS,
      drafter: { provider: 'gemini', model: 'gemini-test-flash', openaiBaseUrl: '', maxRetries: 2 },
    },
    promptOf: (body) => {
      const b = body as {
        systemInstruction?: { parts: { text: string }[] };
        contents: { role: string; parts: { text: string }[] }[];
      };
      return [...(b.systemInstruction?.parts ?? []), ...b.contents.flatMap((c) => c.parts)]
        .map((p) => p.text)
        .join('\n');
    },
    path: /^\/v1beta\/models\/gemini-test-flash:generateContent/,
    keyHeader: (h) => h['x-goog-api-key'],
  },
];

for (const p of providers) {
  describe(`${p.name} drafter`, () => {
    // The provider's SDK loads and registers itself on first use, which on a loaded machine can
    // outlast the short per-attempt limit below: pay that once here, untimed.
    beforeAll(async () => {
      const warm = await startFakeAi(p.name, [{ kind: 'ok', text: 'warm' }], p.model);
      try {
        await draftWithRetries(p.make(warm.origin), task, p.settings, { backoffBaseMs: 10, timeoutMs: 60_000 });
      } finally {
        await warm.close();
      }
    }, 120_000);
    const run = async (replies: Reply[]) => {
      server = await startFakeAi(p.name, replies, p.model);
      return draftWithRetries(p.make(server.origin), task, p.settings, fast);
    };

    it('drafts on success, sending the per-category French prompt with the scope rules', async () => {
      const out = await run([{ kind: 'ok', text: 'Brouillon : soupe réconfortante…' }]);
      expect(out.attempts).toBe(1);
      expect(out.draft).toMatchObject({ text: 'Brouillon : soupe réconfortante…', tokens: 150 });
      expect(out.draft?.model).toContain('test');
      const req = server!.requests[0]!;
      expect(req.method).toBe('POST');
      expect(req.url).toMatch(p.path);
      expect(String(p.keyHeader(req.headers))).toContain(p.name === 'openai' ? 'Bearer sk-test' : 'AIza-test');
      const prompt = p.promptOf(req.body);
      expect(prompt).toContain(SCOPE_RULES.fr);
      expect(prompt).toContain('marketing');
      expect(prompt).toContain('Six descriptions chaleureuses de plats.');
      expect(prompt).toContain('Soupe à la courge.');
    });

    it('retries after a 429 and then succeeds', async () => {
      const out = await run([{ kind: 'rate-limited' }, { kind: 'ok', text: 'Second try' }]);
      expect(out.attempts).toBe(2);
      expect(out.draft?.text).toBe('Second try');
      expect(server!.requests).toHaveLength(2);
    });

    it('gives up after a request that never answers, on every attempt', async () => {
      const out = await run([{ kind: 'hang' }]);
      expect(out.draft).toBeNull();
      expect(out.attempts).toBe(3);
      expect(out.error).toMatch(/timed out|abort/i);
    });

    it('treats a malformed reply as a failure, then recovers on retry', async () => {
      const out = await run([{ kind: 'malformed' }, { kind: 'empty' }, { kind: 'ok', text: 'Third time lucky' }]);
      expect(out.attempts).toBe(3);
      expect(out.draft?.text).toBe('Third time lucky');
    });

    it('reports the failure when every reply is malformed', async () => {
      const out = await run([{ kind: 'malformed' }]);
      expect(out.draft).toBeNull();
      expect(out.error).not.toBeNull();
    });
  });
}

describe('offline drafter', () => {
  it('is deterministic, labelled, in the task language, and carries the brief and source text', async () => {
    const a = await offlineDrafter.draft(task, DEFAULT_SETTINGS);
    const b = await offlineDrafter.draft(task, DEFAULT_SETTINGS);
    expect(a).toEqual(b);
    expect(a.text).toContain('[BROUILLON HORS LIGNE');
    expect(a.text).toContain(task.brief);
    expect(a.text).toContain(task.sourceText);
    const en = await offlineDrafter.draft({ ...task, language: 'en' }, DEFAULT_SETTINGS);
    expect(en.text).toContain('[OFFLINE DRAFT');
  });
});
