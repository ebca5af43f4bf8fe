// Playwright's test with one addition: every listen channel a journey's pages opened on the Firestore
// emulator is closed when the journey ends, passed or failed.
//
// Why: the emulator never times a listen channel out (production does). A channel nobody reads any
// more queues every later change to what it listens to; past 10,000 queued messages it logs a
// warning with a stack trace for each new one. Some 15 minutes into a run that was thousands of
// warnings a minute, and the journeys' listeners took 15 to 60 s to answer. (Closing these did not
// end the warnings: see the README, "Listen channels on the emulator".)
//
// Channels are left behind three ways, and each is closed here:
// - a context closed by a test runs no unload handler, so its pages never close their clients;
// - a journey that fails before closing the contexts it made (browser.newContext) leaves them open
//   until Playwright ends the worker, its browser with them;
// - a page that navigates while its client is still opening a channel: the emulator has made the
//   channel, but the page is gone before it learns the channel's id, so nothing can close it from
//   the page (a page that navigates away later closes its own client: web/src/lib/firebase-data.ts).
// So each page's channel handshakes pause on their answer while the fixture reads the channel id the
// emulator handed out, whatever the page does next. When the journey ends, its pages' clients are closed
// first (so none reopens a channel), then every channel id the context was given is closed on the
// emulator, as the SDK's own close does. The emulator answers 400 for one already closed.
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

type E2EWindow = Window & { __tasklaneE2E?: { closeFirestore?: () => Promise<void> } };

/** Each context's listen channels, as `{emulator origin}|{database}|{channel id}`. */
const channels = new WeakMap<BrowserContext, Set<string>>();

// A handshake is the one listen-channel request that carries CVER (the client's version); the
// requests that follow carry the channel id (SID) instead. Intercepted in the browser, through the
// DevTools protocol, so nothing else is: Playwright's own routing would turn off the HTTP cache for
// every request of the context.
const HANDSHAKE = '*/google.firestore.v1.Firestore/Listen/channel?*CVER=*';

type Paused = { requestId: string; request: { url: string }; responseStatusCode?: number };

/** Each page's listen-channel handshakes pause on their answer long enough to read the channel id. */
async function recordChannels(context: BrowserContext): Promise<void> {
  const ids = new Set<string>();
  channels.set(context, ids);
  const watch = async (page: Page) => {
    const cdp = await context.newCDPSession(page).catch(() => null);
    if (!cdp) return;
    cdp.on('Fetch.requestPaused', (event: Paused) => {
      void (async () => {
        try {
          if (event.responseStatusCode === 200) {
            const { body, base64Encoded } = await cdp.send('Fetch.getResponseBody', { requestId: event.requestId });
            const text = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
            const id = /\[\s*"c"\s*,\s*"([^"]+)"/.exec(text)?.[1];
            const url = new URL(event.request.url);
            if (id) ids.add(`${url.origin}|${url.searchParams.get('database') ?? ''}|${id}`);
          }
        } catch {
          // The page is gone: the channel's answer went with it, and so did its id.
        }
        await cdp.send('Fetch.continueResponse', { requestId: event.requestId }).catch(() => undefined);
      })();
    });
    await cdp
      .send('Fetch.enable', { patterns: [{ urlPattern: HANDSHAKE, requestStage: 'Response' }] })
      .catch(() => undefined);
  };
  context.on('page', (page) => void watch(page));
  await Promise.all(context.pages().map(watch));
}

/** Closes on the emulator every listen channel the context was given (its pages' clients are closed by then). */
async function closeChannels(context: BrowserContext): Promise<void> {
  const ids = channels.get(context);
  if (!ids) return;
  const closing = [...ids].map(async (key) => {
    const [origin = '', database = '', id = ''] = key.split('|');
    const query = new URLSearchParams({ VER: '8', database, RID: 'rpc', SID: id, TYPE: 'terminate' });
    await fetch(`${origin}/google.firestore.v1.Firestore/Listen/channel?${query.toString()}`, {
      method: 'POST',
      signal: AbortSignal.timeout(5_000),
    }).catch(() => undefined);
  });
  ids.clear();
  await Promise.all(closing);
}

async function closeFirestoreClients(context: BrowserContext): Promise<void> {
  await Promise.all(
    context.pages().map(async (page) => {
      if (page.isClosed() || !page.url().startsWith('http')) return;
      // A page mid-navigation or already gone has nothing left to close; a page stuck in its own
      // work is not waited for long (the close still ends the context).
      const closed = page
        .evaluate(() => (window as E2EWindow).__tasklaneE2E?.closeFirestore?.())
        .catch(() => undefined);
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }),
  );
}

/** Contexts made with browser.newContext() and not closed yet. */
const openContexts = new Set<BrowserContext>();

/** Contexts made with browser.newContext() close their pages' clients and channels first too. */
async function closingChannels(context: BrowserContext): Promise<BrowserContext> {
  await recordChannels(context);
  const close = context.close.bind(context);
  openContexts.add(context);
  context.close = async (options) => {
    openContexts.delete(context);
    await closeFirestoreClients(context);
    await closeChannels(context);
    return close(options);
  };
  return context;
}

export const test = base.extend<{ closeLeftContexts: void }>({
  context: async ({ context }, use) => {
    if (!channels.has(context)) await recordChannels(context);
    await use(context);
    await closeFirestoreClients(context);
    await closeChannels(context);
  },
  // After every journey, passed or failed: the contexts it made and left open are closed.
  closeLeftContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      await use();
      await Promise.all([...openContexts].map((c) => c.close().catch(() => undefined)));
    },
    { auto: true },
  ],
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => closingChannels(await newContext(options));
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
