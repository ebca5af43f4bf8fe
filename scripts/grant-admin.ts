// npm run grant-admin -- someone@example.com [--revoke] [--project my-project]
// Against the emulators when FIREBASE_AUTH_EMULATOR_HOST is set (npm start prints it),
// otherwise against the real project with application default credentials. Same semantics as
// the setAdminRole callable (one shared function): audited commit first, then the claim.
const args = process.argv.slice(2);
const email = args.find((a) => !a.startsWith('--') && a.includes('@'));
const revoke = args.includes('--revoke');
const projectIdx = args.indexOf('--project');
if (projectIdx >= 0 && args[projectIdx + 1]) process.env.GCLOUD_PROJECT = args[projectIdx + 1];
process.env.GCLOUD_PROJECT ??= 'demo-tasklane';

if (!email) {
  console.error('usage: npm run grant-admin -- <email> [--revoke] [--project <id>]');
  process.exit(2);
}
try {
  // Imported after the project is known: the Admin SDK app initialises on import.
  const { auth } = await import('../functions/src/lib/admin.ts');
  const { applyAdminRole } = await import('../functions/src/lib/roles.ts');
  const user = await auth.getUserByEmail(email);
  await applyAdminRole({ uid: user.uid, admin: !revoke, actorUserId: 'cli:grant-admin', via: 'script' });
  console.log(
    `${revoke ? 'Revoked' : 'Granted'} admin for ${email} (${user.uid}). They see it after their token refreshes.`,
  );
} catch (err) {
  console.error(`grant-admin: ${(err as Error).message}`);
  process.exit(1);
}

export {};
