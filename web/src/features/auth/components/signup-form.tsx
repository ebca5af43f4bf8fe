import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { signUpFormSchema, type Locale, type SignUpFormInput } from '@tasklane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { signUpWithPassword } from '../api/auth-actions';
import { useAutofocus } from '../hooks/use-autofocus';
import { useDraft } from '../hooks/use-draft';
import { clearDraft, loadDraft } from '../utils/auth-storage';
import { CheckboxField, SelectField, TextField } from '../../../components/fields/controls';
import { SubmitButton, keepFocus } from '../../../components/submit-button';
import { rememberAfterVerify } from '../../../lib/after-verify';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';

export function SignupForm({
  redirectTo,
  onDone,
  onError,
}: {
  redirectTo: string | null;
  onDone: (email: string) => void;
  onError: (err: unknown) => void;
}) {
  const { t, i18n } = useLingui();
  const draft = loadDraft('signup');
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<SignUpFormInput>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: draft.name ?? '',
      email: draft.email ?? '',
      password: '',
      company: draft.company ?? '',
      locale: draft.locale ?? ((i18n.locale === 'fr' ? 'fr' : 'en') as Locale),
      acceptTerms: false,
    },
  });
  useAutofocus(() => setFocus('name'));
  useDraft('signup', watch);
  const password = watch('password');

  const submit = handleSubmit(async ({ name, email, password: pw, company, locale }) => {
    setBusy(true);
    onError(null);
    try {
      await signUpWithPassword({ name, email, password: pw, company, locale });
      // Back to where they came from (a team's join link) once the e-mail is confirmed.
      rememberAfterVerify(redirectTo);
      clearDraft('signup');
      onDone(email);
    } catch (err) {
      onError(err);
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="signup-form">
      <TextField id="signup-name" label={t`Full name`} error={errors.name} autoComplete="name" {...register('name')} />
      <TextField
        id="signup-email"
        label={t`Email`}
        error={errors.email}
        type="email"
        autoComplete="email"
        {...register('email')}
      />
      <TextField
        id="signup-password"
        label={t`Password`}
        error={errors.password}
        describedBy="signup-password-strength"
        type="password"
        autoComplete="new-password"
        {...register('password')}
      />
      <PasswordStrengthMeter id="signup-password-strength" password={password} />
      <TextField
        id="signup-company"
        label={t`Company (optional)`}
        error={errors.company}
        autoComplete="organization"
        {...register('company')}
      />
      <SelectField id="signup-locale" label={t`Preferred language`} error={errors.locale} {...register('locale')}>
        <option value="en">English</option>
        <option value="fr">Français</option>
      </SelectField>
      <CheckboxField
        id="signup-terms"
        label={
          <Trans>
            I accept the{' '}
            <Link to={paths.termsOfService.getHref()} target="_blank" rel="noopener">
              Terms of Service
            </Link>
          </Trans>
        }
        error={errors.acceptTerms}
        data-testid="accept-terms"
        {...register('acceptTerms')}
      />
      <SubmitButton busy={busy}>
        <Trans>Create Account</Trans>
      </SubmitButton>
      <p className="has-text-centered mt-4">
        <Trans>Already have an account?</Trans>{' '}
        <Link to={paths.auth.getHref('login', redirectTo ?? undefined)} onMouseDown={keepFocus} data-testid="to-login">
          <Trans>Sign in</Trans>
        </Link>
      </p>
    </form>
  );
}
