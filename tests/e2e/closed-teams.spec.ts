import { expect, test } from './fixtures';
import { createUser, expectAccessible, signInAs, useLanguage } from './support';

// The admins' view of closed teams still holding credits, in the browser: listed, accessible in
// the confirmation state, settled. The rules and amounts are the functions tests' and the
// component test's; this only proves the screen is wired to them.
test('an admin settles a closed team balance from the users screen', async ({ page }) => {
  test.setTimeout(120_000);
  const { adminDb } = await import('../support/functions-client');
  const admin = await createUser({ admin: true });
  const owner = await createUser({ name: 'Robin Last' });
  const teamName = `Closed Café ${Date.now()}`;
  // A team its last owner left, with 2 credits an admin once added: they go to that owner.
  const team = adminDb.collection('teams').doc();
  const now = new Date();
  await team.set({
    name: teamName,
    legalName: `${teamName} inc.`,
    province: 'QC',
    address: '1 rue du Port, Québec QC',
    status: 'closed',
    createdBy: owner.uid,
    createdAt: now,
    updatedAt: now,
    closedAt: now,
  });
  await adminDb.doc(`wallets/${team.id}`).set({ userId: team.id, accountId: team.id, balance: 2, updatedAt: now });
  await adminDb.collection(`wallets/${team.id}/ledger`).add({
    type: 'adjusted',
    credits: 2,
    balanceAfter: 2,
    actorUserId: admin.uid,
    description: 'Adjustment by Tasklane',
    createdAt: now,
  });
  await adminDb.collection('auditLogs').add({
    actorUserId: owner.uid,
    subjectUserId: team.id,
    action: 'team_member_removed',
    entityType: 'team',
    entityId: team.id,
    metadata: { uid: owner.uid, role: 'owner', left: true },
    createdAt: now,
  });

  await useLanguage(page, 'en');
  await signInAs(page, admin);
  await page.goto('/admin/users');
  const row = page.getByTestId('closed-team-row').filter({ hasText: teamName });
  await expect(row).toContainText(
    '2 credits not paid by card (plan, adjustments, refunds): to the last owner, Robin Last',
    { timeout: 90_000 },
  );
  await row.getByTestId('settle-team').click();
  await expect(row.getByTestId('settle-confirm')).toBeVisible();
  await expectAccessible(page);
  await row.getByTestId('settle-confirm').click();
  await expect(page.getByText('Balance settled. Card refunds are on their way; the credit notes follow.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(row).toHaveCount(0, { timeout: 30_000 });
  expect((await adminDb.doc(`wallets/${owner.uid}`).get()).get('balance')).toBe(2);
});
