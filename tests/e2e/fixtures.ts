// Playwright's test with one addition: every page a journey opened closes its Firestore client before
// its context closes. A context closed by a test runs no unload handler, so the page's listen
// channel stayed open on the Firestore emulator, which never times a channel out: it queued every
// later change for it, and past 10,000 queued messages per channel logged a warning with a stack
// trace for each new one. Some 20 minutes into a full run that was thousands of warnings a minute,
// and the journeys' listeners took 15 to 60 s to answer. (A page that navigates away closes its own
// client: web/src/lib/firebase-data.ts.)
import { test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

type E2EWindow = Window & { __tasklaneE2E?: { closeFirestore?: () => Promise<void> } };

async function closeFirestoreClients(context: BrowserContext): Promise<void> {
  await Promise.all(
    context.pages().map(async (page) => {
      if (page.isClosed() || !page.url().startsWith('http')) return;
      // A page mid-navigation or already gone has nothing left to close.
      await page.evaluate(() => (window as E2EWindow).__tasklaneE2E?.closeFirestore?.()).catch(() => undefined);
    }),
  );
}

/** Contexts made with browser.newContext() close their pages' clients first too. */
function closingClients(context: BrowserContext): BrowserContext {
  const close = context.close.bind(context);
  context.close = async (options) => {
    await closeFirestoreClients(context);
    return close(options);
  };
  return context;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await use(context);
    await closeFirestoreClients(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => closingClients(await newContext(options));
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
