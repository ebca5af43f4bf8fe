// Admin SDK for scripts. With emulator hosts in the environment it talks to the emulators;
// otherwise to the real project of `--project` / GOOGLE_CLOUD_PROJECT with application default credentials.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

export function adminSdk(projectId = process.env.GCLOUD_PROJECT ?? 'demo-tasklane') {
  const app = getApps()[0] ?? initializeApp({ projectId });
  return { auth: getAuth(app), db: getFirestore(app) };
}

/** Grants or revokes the admin claim, mirrors it into profiles.role and audits it, in one place. */
export async function setAdminRole(uid: string, admin: boolean, actorUserId: string): Promise<void> {
  const { auth, db } = adminSdk();
  const user = await auth.getUser(uid);
  await auth.setCustomUserClaims(uid, { ...(user.customClaims ?? {}), admin });
  await db.runTransaction(async (tx) => {
    const profileRef = db.collection('profiles').doc(uid);
    const profile = await tx.get(profileRef);
    if (profile.exists) tx.update(profileRef, { role: admin ? 'admin' : 'customer', updatedAt: FieldValue.serverTimestamp() });
    tx.create(db.collection('auditLogs').doc(), {
      actorUserId,
      subjectUserId: uid,
      action: admin ? 'role_granted' : 'role_revoked',
      entityType: 'user',
      entityId: uid,
      metadata: { role: 'admin', via: 'script' },
      createdAt: FieldValue.serverTimestamp(),
    });
  });
}
