// Playwright's test with one addition: every page a journey opened closes its Firestore client before
// its context closes. A context closed by a test runs no unload handler, so the page's listen
// channel stayed open on the Firestore emulator, which never times a channel out: it queued every
// later change for it, and past 10,000 queued messages per channel logged a warning with a stack
// trace for each new one. Some 20 minutes into a full run that was thousands of warnings a minute,
// and the journeys' listeners took 15 to 60 s to answer. (A page that navigates away closes its own
// client: web/src/lib/firebase-data.ts.)
// A journey that fails before closing the contexts it made (browser.newContext) leaves them open,
// and Playwright then ends the worker, its browser with them, without unload handlers: one failure
// left two signed-in pages' channels behind, and 8 minutes later the emulator warned 10,000 times
// and the next journeys' screens stayed on their loaders. So each journey's own contexts are closed,
// clients first, once it ends, failed or not.
import { test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

type E2EWindow = Window & { __tasklaneE2E?: { closeFirestore?: () => Promise<void> } };

async function closeFirestoreClients(context: BrowserContext): Promise<void> {
  await Promise.all(
    context.pages().map(async (page) => {
      if (page.isClosed() || !page.url().startsWith('http')) return;
      // A page mid-navigation or already gone has nothing left to close; a page stuck in its own
      // work is not waited for long (the close still ends the context).
      const closed = page.evaluate(() => (window as E2EWindow).__tasklaneE2E?.closeFirestore?.()).catch(() => undefined);
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }),
  );
}

/** Contexts made with browser.newContext() and not closed yet. */
const openContexts = new Set<BrowserContext>();

/** Contexts made with browser.newContext() close their pages' clients first too. */
function closingClients(context: BrowserContext): BrowserContext {
  const close = context.close.bind(context);
  openContexts.add(context);
  context.close = async (options) => {
    openContexts.delete(context);
    await closeFirestoreClients(context);
    return close(options);
  };
  return context;
}

export const test = base.extend<{ closeLeftContexts: void }>({
  context: async ({ context }, use) => {
    await use(context);
    await closeFirestoreClients(context);
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
      browser.newContext = async (options) => closingClients(await newContext(options));
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
