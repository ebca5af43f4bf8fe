import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '../../../hooks/use-session';
import { paths } from '../../../config/paths';
import { signOutUser } from '../../../lib/sign-out';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import {
  changeEmail,
  changePassword,
  deleteMyAccount,
  hasPasswordProvider,
  syncProfileEmail,
  useProfile,
  useUpdateProfile,
} from '../api/profile-api';
import { ChangeEmailForm, ChangePasswordForm, DeleteAccount } from '../components/account-security';
import { ProfileForm } from '../components/profile-form';
import { MyConsents } from '../components/my-consents';
import { MyDataExport } from '../components/my-data-export';

/** Container: subscribes to the profile and wires the presentation components to the api. */
function ProfileScreen({ uid, email }: { uid: string; email: string }) {
  const { t } = useLingui();
  const saveProfile = useUpdateProfile(uid);
  const { status, data: profile, error } = useProfile(uid);
  const [passwordAccount, setPasswordAccount] = useState<boolean | null>(null);
  useEffect(() => {
    void hasPasswordProvider()
      .then(setPasswordAccount)
      .catch(() => setPasswordAccount(false));
  }, []);

  const profileEmail = profile?.email;
  useEffect(() => {
    // After a confirmed e-mail change the profile still shows the old address until synced.
    if (profileEmail && email && profileEmail !== email) {
      syncProfileEmail().catch((err: unknown) => console.error('Profile e-mail sync failed', err));
    }
  }, [profileEmail, email]);

  if (status === 'loading') return <PageLoader />;
  if (status === 'error') {
    console.error('Profile fetch failed', error);
    return (
      <div className="notification is-danger is-light" role="alert">
        <Trans>We could not load your profile. Please refresh the page.</Trans>
      </div>
    );
  }
  if (!profile) {
    return (
      <div className="notification is-warning is-light" role="status" data-testid="profile-missing">
        <Trans>Your profile is being set up. Please refresh in a moment.</Trans>
      </div>
    );
  }
  return (
    <div className="columns is-multiline">
      <div className="column is-7">
        <div className="box">
          <h2 className="title is-5">
            <Trans>Your details</Trans>
          </h2>
          <ProfileForm key={profile.updatedAt ? 'loaded' : 'new'} profile={profile} onSave={saveProfile} />
        </div>
        <div className="box" data-testid="profile-consents">
          <h2 className="title is-5">
            <Trans>What you accepted</Trans>
          </h2>
          <MyConsents uid={uid} />
        </div>
        <div className="box" data-testid="profile-data-export">
          <h2 className="title is-5">
            <Trans>Download my data</Trans>
          </h2>
          <MyDataExport uid={uid} />
        </div>
      </div>
      <div className="column is-5">
        {passwordAccount && (
          <>
            <div className="box">
              <h2 className="title is-5">
                <Trans>Email</Trans>
              </h2>
              <ChangeEmailForm
                currentEmail={email}
                onSubmit={({ newEmail, currentPassword }) => changeEmail(newEmail, currentPassword)}
              />
            </div>
            <div className="box">
              <h2 className="title is-5">
                <Trans>Password</Trans>
              </h2>
              <ChangePasswordForm
                onSubmit={({ currentPassword, newPassword }) => changePassword(currentPassword, newPassword)}
              />
            </div>
          </>
        )}
        <div className="box">
          <h2 className="title is-5 has-text-danger-dark">
            <Trans>Delete account</Trans>
          </h2>
          <DeleteAccount
            onDelete={async () => {
              await deleteMyAccount();
              toast.success(t`Your account was deleted.`);
              await signOutUser().catch((err: unknown) => console.error('Sign-out failed', err));
              // A full load to the home page: no guard detour to the login form, and nothing of
              // the deleted account stays in memory.
              window.location.replace(paths.home.getHref());
            }}
          />
        </div>
      </div>
    </div>
  );
}

export default function ProfilePage() {
  const { t } = useLingui();
  const { user } = useSession();
  return (
    <section className="section">
      <PageMeta title={t`Profile settings`} />
      <div className="container">
        <h1 className="title" data-testid="profile-title">
          <Trans>Profile settings</Trans>
        </h1>
        {user && <ProfileScreen uid={user.uid} email={user.email ?? ''} />}
      </div>
    </section>
  );
}
