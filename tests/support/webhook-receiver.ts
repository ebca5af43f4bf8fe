// A local webhook receiver (a tiny HTTP server in the test process, which the Functions emulator
// posts to) and a wait without fixed sleeps. No Firebase import: journeys import it directly.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** What the next requests are answered: a status, and optionally a redirect target. */
  answer: { status: number; location?: string; body?: string };
  close(): Promise<void>;
}

export async function receiver(answer: Receiver['answer'] = { status: 200, body: 'ok' }): Promise<Receiver> {
  const received: Received[] = [];
  const r = { received, answer } as Receiver;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(r.answer.status, r.answer.location ? { location: r.answer.location } : {});
      res.end(r.answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  r.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return r;
}

/** Waits (polling, no fixed sleep) until `check` returns a value. */
export async function until<T>(check: () => Promise<T | undefined | null | false>, what: string, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
