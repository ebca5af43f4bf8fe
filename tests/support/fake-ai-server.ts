// Local stand-ins for the AI providers' HTTP APIs (node:http on 127.0.0.1, random port). Each
// answers in the provider's real wire format; a script of replies drives success, 429, a hang
// and a malformed body. Every request is recorded so tests can check what the client sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply =
  | { kind: 'ok'; text: string }
  | { kind: 'rate-limited' }
  | { kind: 'hang' }
  | { kind: 'malformed' }
  | { kind: 'empty' };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakeServer {
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

type Flavour = 'openai' | 'gemini';

function respond(flavour: Flavour, reply: Reply, res: http.ServerResponse, model: string) {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  switch (reply.kind) {
    case 'hang':
      return; // never answers; the client's timeout must fire
    case 'malformed':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"choices": [ {"message": ');
      return;
    case 'rate-limited':
      return flavour === 'openai'
        ? json(429, {
            error: {
              message: 'Rate limit reached for requests',
              type: 'requests',
              param: null,
              code: 'rate_limit_exceeded',
            },
          })
        : json(429, {
            error: {
              code: 429,
              message: 'Resource has been exhausted (e.g. check quota).',
              status: 'RESOURCE_EXHAUSTED',
            },
          });
    case 'empty':
      return flavour === 'openai'
        ? json(200, { id: 'chatcmpl-empty', object: 'chat.completion', created: 1_700_000_000, model, choices: [] })
        : json(200, { candidates: [], usageMetadata: { promptTokenCount: 10, totalTokenCount: 10 } });
    case 'ok':
      return flavour === 'openai'
        ? json(200, {
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 1_700_000_000,
            model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: reply.text, refusal: null },
                logprobs: null,
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
          })
        : json(200, {
            candidates: [{ content: { role: 'model', parts: [{ text: reply.text }] }, finishReason: 'STOP', index: 0 }],
            usageMetadata: { promptTokenCount: 120, candidatesTokenCount: 30, totalTokenCount: 150 },
            modelVersion: model,
          });
  }
}

/** Starts a fake server; replies are used in order, the last one repeats. */
export async function startFakeAi(flavour: Flavour, replies: Reply[], model = 'test-model'): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        /* keep raw */
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)] ?? { kind: 'hang' };
      respond(flavour, reply, res, model);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
