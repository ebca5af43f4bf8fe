import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

// Where webhooks may go (DECISIONS, "Ordering API"). Production: HTTPS only, to public addresses,
// checked at registration and again at each delivery; the connection then goes to the address
// checked (send.ts). The emulators accept local http URLs. The policy follows FUNCTIONS_EMULATOR
// and nothing else (no setting can open it); tests pass 'production' to prove the refusals.

export type AddressPolicy = 'production' | 'emulator';

export const policyFromEnv = (): AddressPolicy =>
  process.env.FUNCTIONS_EMULATOR === 'true' ? 'emulator' : 'production';

export type UrlRefusal =
  | 'webhook_url_invalid'
  | 'webhook_https_required'
  | 'webhook_host_refused'
  | 'webhook_odd_ip_form'
  | 'webhook_address_refused'
  | 'webhook_unresolvable';

export type Checked<T> = ({ ok: true } & T) | { ok: false; reason: UrlRefusal };

/** Hosts refused whatever they resolve to (the cloud metadata server answers on a link-local address). */
const REFUSED_HOSTS = new Set(['metadata.google.internal', 'metadata', 'localhost']);

/**
 * A public unicast address: not private, loopback, link-local, carrier-grade NAT, unspecified,
 * broadcast, multicast or reserved; for IPv6 also not unique-local, link-local or IPv4-mapped
 * (or any other range ipaddr.js names). IPv4 must be in its plain four-part decimal form.
 */
export function isPublicAddress(ip: string): boolean {
  if (ipaddr.IPv4.isValidFourPartDecimal(ip)) return ipaddr.IPv4.parse(ip).range() === 'unicast';
  if (!ipaddr.IPv6.isValid(ip)) return false;
  const v6 = ipaddr.IPv6.parse(ip);
  // ::/96 (the old IPv4-compatible form, `::127.0.0.1`) has no range name of its own.
  if (v6.parts.slice(0, 6).every((p) => p === 0)) return false;
  return v6.range() === 'unicast';
}

/** The host as written in the URL (before the URL parser turns `2130706433` into `127.0.0.1`). */
function rawHost(raw: string): string {
  const afterScheme = raw.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const authority = afterScheme.split(/[/?#\\]/)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1).toLowerCase();
  return host.replace(/:\d*$/, '').toLowerCase();
}

/** Checks a URL's form (no DNS): scheme, credentials, refused hosts, odd IP forms, IP literals. */
export function checkUrl(raw: string, policy: AddressPolicy): Checked<{ url: URL }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'webhook_url_invalid' };
  }
  if (url.username || url.password) return { ok: false, reason: 'webhook_url_invalid' };
  const schemes = policy === 'production' ? ['https:'] : ['https:', 'http:'];
  if (!schemes.includes(url.protocol)) {
    return { ok: false, reason: url.protocol === 'http:' ? 'webhook_https_required' : 'webhook_url_invalid' };
  }
  const host = url.hostname.replace(/\.$/, '');
  if (REFUSED_HOSTS.has(host) && (policy === 'production' || host !== 'localhost'))
    return { ok: false, reason: 'webhook_host_refused' };
  // The URL parser rewrites decimal, octal, hex and short IPv4 forms into dotted decimal: any
  // host it rewrote into an IPv4 address was written in an odd form.
  if (ipaddr.IPv4.isValidFourPartDecimal(host) && rawHost(raw).replace(/\.$/, '') !== host)
    return { ok: false, reason: 'webhook_odd_ip_form' };
  const literal = ipLiteral(url);
  if (policy === 'production' && literal && !isPublicAddress(literal))
    return { ok: false, reason: 'webhook_address_refused' };
  return { ok: true, url };
}

function ipLiteral(url: URL): string | null {
  const h = url.hostname.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(h) && (ipaddr.IPv4.isValidFourPartDecimal(h) || ipaddr.IPv6.isValid(h)) ? h : null;
}

export type LookupAll = (host: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: LookupAll = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * The URL checked, then its host resolved: in production every address it resolves to must be
 * public (one private answer refuses it: DNS can rotate). Returns the address to connect to.
 */
export async function resolveChecked(
  raw: string,
  policy: AddressPolicy,
  lookupAll: LookupAll = systemLookup,
): Promise<Checked<{ url: URL; address: string; family: 4 | 6 }>> {
  const checked = checkUrl(raw, policy);
  if (!checked.ok) return checked;
  const { url } = checked;
  const literal = ipLiteral(url);
  if (literal) return { ok: true, url, address: literal, family: ipaddr.IPv6.isValid(literal) ? 6 : 4 };
  let answers: { address: string; family: number }[];
  try {
    answers = await lookupAll(url.hostname.replace(/\.$/, ''));
  } catch {
    return { ok: false, reason: 'webhook_unresolvable' };
  }
  if (answers.length === 0) return { ok: false, reason: 'webhook_unresolvable' };
  if (policy === 'production' && answers.some((a) => !isPublicAddress(a.address)))
    return { ok: false, reason: 'webhook_address_refused' };
  const first = answers[0]!;
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
