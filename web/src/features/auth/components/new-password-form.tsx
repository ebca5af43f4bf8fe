import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { newPasswordSchema, passwordStrength, MIN_PASSWORD_SCORE, type NewPasswordInput } from '@tasklane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAutofocus } from '../hooks/use-autofocus';
import { TextField } from '../../../components/fields/controls';
import { SubmitButton } from '../../../components/submit-button';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';

/** The set-new-password form of a reset link: the signup password rules, and the same meter. */
export function NewPasswordForm({ email, onSubmit }: { email: string; onSubmit: (password: string) => Promise<void> }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    watch,
    formState: { errors },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  useAutofocus(() => setFocus('password'));

  const submit = handleSubmit(async ({ password }) => {
    // Firebase only checks the length; hold reset passwords to the same strength as sign-up.
    if (passwordStrength(password).score < MIN_PASSWORD_SCORE) {
      setError('password', { message: 'password_weak' });
      return;
    }
    setBusy(true);
    try {
      await onSubmit(password);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="new-password-form">
      <p className="mb-3">
        <Trans>
          Choose a new password for <strong>{email}</strong>.
        </Trans>
      </p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" value={email} autoComplete="username" readOnly hidden />
      <TextField
        id="new-password"
        label={t`New password`}
        error={errors.password}
        describedBy="new-password-strength"
        type="password"
        autoComplete="new-password"
        {...register('password')}
      />
      <PasswordStrengthMeter id="new-password-strength" password={watch('password')} />
      <SubmitButton busy={busy} className="is-primary is-fullwidth mt-4" testId="new-password-submit">
        <Trans>Update Password</Trans>
      </SubmitButton>
    </form>
  );
}
