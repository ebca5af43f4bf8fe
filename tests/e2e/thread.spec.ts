// The conversation on a task, in both languages: the customer adds a detail with a file to a
// queued task; the reviewer asks a question, which pauses the clock; the customer sees the banner
// and the e-mail, and answers, which restarts it; the reviewer delivers; the unread marks clear.
import { expect, test, type Browser } from './fixtures';
import { PNG_1PX } from '../support/files';
import { createUser, expectAccessible, signInAs, useLanguage, type Lang } from './support';

const H = 3_600_000;
const CALL = { timeout: 60_000 };

/** A queued text task, as a submission to a full queue leaves it. */
async function queuedTask(userId: string, lang: Lang, title: string) {
  const { adminDb } = await import('../support/functions-client');
  const { taskDoc } = await import('../support/factories');
  const ref = adminDb.collection('tasks').doc();
  await ref.set(taskDoc(userId, { title, language: lang, queuePosition: null }));
  return ref;
}

async function signedInPage(browser: Browser, lang: Lang, user: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await signInAs(page, user);
  return { context, page };
}

test.describe('conversation on a task', () => {
  test.describe.configure({ timeout: 240_000 });
  test('a detail with a file, a question that pauses the clock, the answer that restarts it, the delivery; the unread marks clear', async ({
    browser,
  }) => {
    const { adminDb, signedInClient } = await import('../support/functions-client');
    const { waitForMails } = await import('../support/maildev');
    const customer = await createUser({ credits: 3, locale: 'en' });
    const admin = await createUser({ admin: true, locale: 'en' });
    const title = 'Patio menu';
    const task = await queuedTask(customer.uid, 'en', title);

    // The customer adds a detail with a file while the task waits in the queue.
    const cust = await signedInPage(browser, 'en', customer);
    await cust.page.goto(`/tasks/${task.id}`);
    const thread = cust.page.getByTestId('thread-panel');
    await expect(thread.getByTestId('thread-empty')).toBeVisible(CALL);
    await thread
      .getByTestId('thread-text')
      .fill('Our new logo is attached. Prices at https://example.com/menu please.');
    await thread.getByTestId('thread-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
    await thread.getByTestId('thread-send').click();
    const first = thread.getByTestId('thread-message').first();
    await expect(first.getByTestId('thread-message-files')).toContainText('logo.png', CALL);
    await expect(first.getByRole('link', { name: 'https://example.com/menu' })).toHaveAttribute(
      'href',
      'https://example.com/menu',
    );
    await expectAccessible(cust.page);

    // The reviewer reads it and asks a question, stating what happens without an answer.
    const adm = await signedInPage(browser, 'en', admin);
    await adm.page.goto(`/admin/review/${task.id}`);
    await expect(adm.page.getByTestId('thread-panel').getByTestId('thread-message')).toHaveCount(1, CALL);
    await expect
      .poll(async () => (await adminDb.doc(`threads/task_${task.id}`).get()).get('unread.staff'), CALL)
      .toBe(0);
    const question = 'Should the prices include taxes?';
    await adm.page.getByTestId('ask-question').fill(question);
    await adm.page.getByTestId('ask-outcome-deliver').check();
    await adm.page.getByTestId('ask-send').click();
    await expect(adm.page.getByTestId('review-waiting')).toContainText(question, CALL);

    // The customer sees the banner on the dashboard and the task page, and the e-mail.
    const staff = await signedInClient({ admin: true });
    await staff.call('runThreadTickDev', {});
    await staff.close();
    const [mail] = await waitForMails(customer.email, { where: (m) => m.subject.includes(title) });
    expect(mail?.subject).toBe(`We need your answer to continue: ${title}`);
    expect(mail?.text).toContain(question);
    await cust.page.goto('/dashboard');
    await expect(cust.page.getByTestId('waiting-banner')).toContainText(question, CALL);
    await expect(cust.page.getByTestId('task-unread')).toBeVisible();
    await cust.page.getByTestId('waiting-answer-link').click();
    await expect(cust.page.getByTestId('waiting-banner')).toContainText('We need your answer to continue');
    await expect(cust.page.getByTestId('thread-message').last()).toHaveAttribute('data-type', 'question');
    await cust.page.getByTestId('thread-text').fill('Yes, taxes included.');
    await cust.page.getByTestId('thread-send').click();
    // The answer restarts the clock: the banner goes, and the pause is on record.
    await expect(cust.page.getByTestId('waiting-banner')).toHaveCount(0, CALL);
    const resumed = (await task.get()).data() as { waiting: unknown; pausedMs: number; history: { event?: string }[] };
    expect(resumed.waiting).toBeNull();
    expect(resumed.pausedMs).toBeGreaterThan(0);
    expect(resumed.history.map((h) => h.event).filter(Boolean)).toEqual(['paused', 'resumed']);

    // The customer leaves the task page (which would read new messages at once) for the list.
    await cust.page.goto('/tasks');
    await expect(cust.page.getByTestId('task-row')).toHaveCount(1, CALL);
    await expect(cust.page.getByTestId('task-unread')).toHaveCount(0);

    // The pipeline drafts it; the reviewer picks it up, replies and delivers.
    await task.update({
      status: 'ai_drafted',
      queueStatus: null,
      activatedAt: new Date(Date.now() - H),
      dueAt: new Date(Date.now() + 23 * H),
    });
    await adm.page.reload();
    await expect(adm.page.getByTestId('thread-panel').getByTestId('thread-message')).toHaveCount(3, CALL);
    await adm.page.getByTestId('workspace-pick-up').click();
    await adm.page.getByTestId('review-editor').fill('Patio menu, taxes included.');
    await adm.page.getByTestId('thread-text').fill('Thank you, delivering now.');
    await adm.page.getByTestId('thread-send').click();
    await expect(adm.page.getByTestId('thread-panel').getByTestId('thread-message')).toHaveCount(4, CALL);
    await adm.page.getByTestId('deliver').click();
    await expect(adm.page.getByTestId('workspace-delivered')).toBeVisible(CALL);

    // The customer's list, live, marks the new message until they open the conversation.
    await expect(cust.page.getByTestId('task-unread')).toBeVisible(CALL);
    await cust.page.getByTestId('task-unread').click();
    await expect(cust.page.getByTestId('thread-message')).toHaveCount(4, CALL);
    await expect
      .poll(async () => (await adminDb.doc(`threads/task_${task.id}`).get()).get('unread.customer'), CALL)
      .toBe(0);
    await cust.page.goto('/tasks');
    await expect(cust.page.getByTestId('task-row')).toHaveCount(1, CALL);
    await expect(cust.page.getByTestId('task-unread')).toHaveCount(0);

    await adm.context.close();
    await cust.context.close();
  });
});
