import { isProvince, type ProfileUpdate } from '@tasklane/domain';
import { getDoc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { useCallback } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';

export const profileRef = (db: Firestore, uid: string) => webRefs.profile(db, uid);

/** Live listener on the signed-in user's profile. */
export function useProfile(uid: string) {
  const db = useFirestore();
  return useFirestoreDocData(profileRef(db, uid));
}

/** The one profile write clients make: rules allow exactly these fields, stamped with the server time. */
export async function updateProfile(db: Firestore, uid: string, changes: Partial<ProfileUpdate>) {
  await updateDoc(profileRef(db, uid), { ...changes, updatedAt: serverTimestamp() });
}

/**
 * Reads once whether the profile lacks a province: true when it exists without one, false when it
 * has one, null when it is not there yet or cannot be read.
 */
export function useReadProvinceMissing(uid: string): () => Promise<boolean | null> {
  const db = useFirestore();
  return useCallback(
    () =>
      getDoc(profileRef(db, uid))
        .then((snap) => (snap.exists() ? !isProvince(snap.data()?.province) : null))
        .catch(() => null),
    [db, uid],
  );
}

/** `updateProfile` bound to the signed-in user's Firestore instance. */
export function useUpdateProfile(uid: string) {
  const db = useFirestore();
  return useCallback((changes: Partial<ProfileUpdate>) => updateProfile(db, uid, changes), [db, uid]);
}

async function authSdk() {
  const [{ auth }, sdk] = await Promise.all([import('../../../lib/firebase-auth'), import('../../../lib/auth-sdk')]);
  const user = auth.currentUser;
  if (!user || !user.email) throw new Error('Not authenticated');
  return { auth, user, email: user.email, ...sdk };
}

/** Sensitive changes need a fresh sign-in: re-authenticate with the current password first. */
async function reauthenticated(currentPassword: string) {
  const sdk = await authSdk();
  await sdk.reauthenticateWithCredential(sdk.user, sdk.EmailAuthProvider.credential(sdk.email, currentPassword));
  return sdk;
}

/** The new address takes effect only once its owner clicks the link sent to it. */
export async function changeEmail(newEmail: string, currentPassword: string) {
  const { user, verifyBeforeUpdateEmail } = await reauthenticated(currentPassword);
  await verifyBeforeUpdateEmail(user, newEmail);
}

export async function changePassword(currentPassword: string, newPassword: string) {
  const { user, updatePassword } = await reauthenticated(currentPassword);
  await updatePassword(user, newPassword);
}

/** Whether the user signed in with a password (social accounts have none to re-enter). */
export async function hasPasswordProvider(): Promise<boolean> {
  const { user } = await authSdk();
  return user.providerData.some((p) => p.providerId === 'password');
}

export async function deleteMyAccount() {
  await call('deleteAccount', { confirm: 'DELETE' });
}

/** Copies a confirmed new sign-in address into the profile (the server does it; rules forbid us). */
export async function syncProfileEmail() {
  const { user } = await authSdk();
  await user.reload();
  await call('ensureProfile', {});
}
