import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  changeEmailSchema,
  changePasswordSchema,
  MIN_PASSWORD_SCORE,
  passwordStrength,
  type ChangeEmailInput,
  type ChangePasswordInput,
} from '@tasklane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { AuthErrorBanner } from '../../../components/auth-error-banner';
import { TextField } from '../../../components/fields/controls';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { authBanner } from '../../../lib/auth-errors';

/** Presentation: change e-mail (through a verification link sent to the new address). */
export function ChangeEmailForm({
  currentEmail,
  onSubmit,
}: {
  currentEmail: string;
  onSubmit: (v: ChangeEmailInput) => Promise<void>;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    mode: 'onTouched',
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const submit = handleSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(values);
      setSentTo(values.newEmail);
      reset();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="change-email-form">
      <p className="mb-3">
        <Trans>
          Your sign-in email is <strong>{currentEmail}</strong>. We will send a link to the new address; the change
          applies once you click it.
        </Trans>
      </p>
      {sentTo && (
        <div className="notification is-success is-light" role="status">
          <Trans>Check {sentTo} and click the link to confirm your new email.</Trans>
        </div>
      )}
      {error !== null && error !== undefined && (
        <AuthErrorBanner banner={authBanner(error, 'login')} onClose={() => setError(null)} />
      )}
      <TextField
        id="change-email-new"
        label={t`New email`}
        error={errors.newEmail}
        type="email"
        autoComplete="email"
        {...register('newEmail')}
      />
      <TextField
        id="change-email-password"
        label={t`Current password`}
        error={errors.currentPassword}
        type="password"
        autoComplete="current-password"
        {...register('currentPassword')}
      />
      <button type="submit" className={`button ${busy ? 'is-loading' : ''}`} disabled={busy} aria-busy={busy}>
        <Trans>Change email</Trans>
      </button>
    </form>
  );
}

/** Presentation: change password, after re-entering the current one. */
export function ChangePasswordForm({ onSubmit }: { onSubmit: (v: ChangePasswordInput) => Promise<void> }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError: setFieldError,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const submit = handleSubmit(async (values) => {
    if (passwordStrength(values.newPassword).score < MIN_PASSWORD_SCORE) {
      setFieldError('newPassword', { message: 'password_weak' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(values);
      reset();
      toast.success(t`Password updated`);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="change-password-form">
      {error !== null && error !== undefined && (
        <AuthErrorBanner banner={authBanner(error, 'login')} onClose={() => setError(null)} />
      )}
      <TextField
        id="change-password-current"
        label={t`Current password`}
        error={errors.currentPassword}
        type="password"
        autoComplete="current-password"
        {...register('currentPassword')}
      />
      <TextField
        id="change-password-new"
        label={t`New password`}
        error={errors.newPassword}
        describedBy="change-password-strength"
        type="password"
        autoComplete="new-password"
        {...register('newPassword')}
      />
      <PasswordStrengthMeter id="change-password-strength" password={watch('newPassword')} />
      <button
        type="submit"
        className={`button mt-3 ${busy ? 'is-loading' : ''}`}
        disabled={busy}
        aria-busy={busy}
        data-testid="change-password-submit"
      >
        <Trans>Change password</Trans>
      </button>
    </form>
  );
}

/** Presentation: account deletion, behind a typed confirmation. */
export function DeleteAccount({ onDelete }: { onDelete: () => Promise<void> }) {
  const { t } = useLingui();
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  // The word is typed in the reader's language (SUPPRIMER in French); the server is told 'DELETE'.
  const word = t({ message: 'DELETE', comment: 'Typed in capitals to confirm deleting the account' });
  return (
    <div data-testid="delete-account">
      <p className="mb-3">
        <Trans>
          Deleting your account removes your profile, credit balance and history, and notifications. Tasks and
          accounting records are kept without your name, as the law requires. Unused credits are lost. This cannot be
          undone.
        </Trans>
      </p>
      <TextField
        id="delete-confirm"
        label={<Trans>Type {word} to confirm</Trans>}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        autoComplete="off"
        data-testid="delete-confirm"
      />
      <button
        type="button"
        className={`button is-danger ${busy ? 'is-loading' : ''}`}
        disabled={busy || confirm.trim() !== word}
        aria-busy={busy}
        data-testid="delete-account-submit"
        onClick={() => {
          setBusy(true);
          onDelete().catch((err: unknown) => {
            console.error('Account deletion failed', err);
            toast.error(t`Could not delete your account. Please try again.`);
            setBusy(false);
          });
        }}
      >
        <Trans>Delete my account</Trans>
      </button>
    </div>
  );
}
