import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginSchema, type LoginInput } from '@tasklane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { signInWithPassword } from '../api/auth-actions';
import { useAutofocus } from '../hooks/use-autofocus';
import { useDraft } from '../hooks/use-draft';
import { clearDraft, loadDraft, rememberedEmail, setRememberedEmail } from '../utils/auth-storage';
import { TextField } from '../../../components/fields/controls';
import { SubmitButton, keepFocus } from '../../../components/submit-button';

export function LoginForm({
  redirectTo,
  onSuccess,
  onError,
}: {
  redirectTo: string | null;
  onSuccess: () => void;
  onError: (err: unknown) => void;
}) {
  const { t } = useLingui();
  const remembered = rememberedEmail();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    // Validate on blur, then live on every change once touched; errors clear as the user types.
    mode: 'onTouched',
    defaultValues: {
      email: remembered ?? loadDraft('login').email ?? '',
      password: '',
      rememberMe: remembered !== null,
    },
  });
  useAutofocus(() => setFocus(remembered ? 'password' : 'email'));
  useDraft('login', watch);

  const submit = handleSubmit(async ({ email, password, rememberMe }) => {
    setBusy(true);
    onError(null);
    try {
      await signInWithPassword(email, password, rememberMe);
      setRememberedEmail(rememberMe ? email : null);
      clearDraft('login');
      onSuccess();
    } catch (err) {
      onError(err);
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="login-form">
      <TextField
        id="login-email"
        label={t`Email`}
        error={errors.email}
        type="email"
        autoComplete="email"
        {...register('email')}
      />
      <TextField
        id="login-password"
        label={t`Password`}
        error={errors.password}
        type="password"
        autoComplete="current-password"
        {...register('password')}
      />
      <div className="field is-flex is-justify-content-space-between is-align-items-center">
        <label className="checkbox" htmlFor="login-remember">
          <input
            id="login-remember"
            type="checkbox"
            className="mr-2"
            {...register('rememberMe')}
            data-testid="remember-me"
          />
          <Trans>Remember me</Trans>
        </label>
        <Link
          to={paths.auth.getHref('reset', redirectTo ?? undefined)}
          onMouseDown={keepFocus}
          data-testid="forgot-password"
        >
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      <SubmitButton busy={busy}>
        <Trans>Sign In</Trans>
      </SubmitButton>
      <p className="has-text-centered mt-4">
        <Trans>Don't have an account?</Trans>{' '}
        <Link
          to={paths.auth.getHref('signup', redirectTo ?? undefined)}
          onMouseDown={keepFocus}
          data-testid="to-signup"
        >
          <Trans>Sign up</Trans>
        </Link>
      </p>
    </form>
  );
}
