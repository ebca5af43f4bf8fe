/** The origin (scheme, host, port) of an http(s) URL, or null for anything else. */
export function httpOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where Stripe should send the customer back after a checkout or the billing portal: the origin
 * the request came from (its Origin header, else its Referer's origin) when it is one of
 * `allowed`, else null (the caller falls back to the app's one origin). A browser signed in on one
 * origin is signed out on every other (its session lives in that origin's storage), so coming
 * back elsewhere loses the customer; an origin off the list is never used, so nobody can make
 * our checkout send a customer to a site of their choosing.
 */
export function allowedReturnOrigin(
  headers: { origin?: string | null; referer?: string | null },
  allowed: readonly string[],
): string | null {
  const list = new Set(allowed.map(httpOrigin).filter((o): o is string => o !== null));
  for (const candidate of [headers.origin, headers.referer]) {
    const origin = httpOrigin(candidate);
    if (origin) return list.has(origin) ? origin : null;
  }
  return null;
}
