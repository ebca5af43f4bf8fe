import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_LIMITS } from '@tasklane/domain';
import { resolveChecked, type AddressPolicy, type LookupAll } from './address-policy.js';

export interface PostOutcome {
  ok: boolean;
  /** null when no answer came. */
  statusCode: number | null;
  /** The answer's body cut short, or why nothing was sent or answered. */
  body: string;
}

const cut = (s: string) =>
  s.length > WEBHOOK_LIMITS.bodyKeptChars ? `${s.slice(0, WEBHOOK_LIMITS.bodyKeptChars)}…` : s;

/**
 * POSTs `body` to `rawUrl` after checking the URL and its addresses under `policy`. The agent's
 * lookup answers with the address that was checked, so a DNS answer that changes between the
 * check and the connection (rebinding) cannot redirect it. Redirects are not followed: a 3xx is
 * a failed attempt. Never throws.
 */
export async function postWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  policy: AddressPolicy,
  lookupAll?: LookupAll,
): Promise<PostOutcome> {
  const checked = await resolveChecked(rawUrl, policy, lookupAll);
  if (!checked.ok) return { ok: false, statusCode: null, body: checked.reason };
  const { url, address, family } = checked;
  const lookup: LookupFunction = (_host, opts, cb) => {
    if (opts.all) (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else cb(null, address, family);
  };
  const isHttps = url.protocol === 'https:';
  const agent = isHttps ? new https.Agent({ lookup, keepAlive: false }) : new http.Agent({ lookup, keepAlive: false });
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const done = (o: PostOutcome) => {
      if (settled) return;
      settled = true;
      agent.destroy();
      resolve(o);
    };
    const req = (isHttps ? https : http).request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Tasklane-Webhooks/1',
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length <= WEBHOOK_LIMITS.bodyKeptChars) text += chunk;
          else res.destroy();
        });
        const finish = () => {
          const redirect = status >= 300 && status < 400;
          const note = redirect
            ? `redirect not followed${res.headers.location ? `: ${res.headers.location}` : ''}`
            : '';
          done({ ok: status >= 200 && status < 300, statusCode: status, body: cut(note || text) });
        };
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    req.setTimeout(WEBHOOK_LIMITS.timeoutMs, () => req.destroy(new Error('timed out')));
    req.on('error', (err) => done({ ok: false, statusCode: null, body: cut(err.message || 'connection failed') }));
    req.end(body);
  });
}
