import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { CURRENT_LEGAL_VERSIONS, signUpFormSchema, type Locale, type SignUpFormInput } from '@tasklane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { signUpWithPassword } from '../api/auth-actions';
import { useAutofocus } from '../hooks/use-autofocus';
import { useDraft } from '../hooks/use-draft';
import { clearDraft, loadDraft } from '../utils/auth-storage';
import { CheckboxField, SelectField, TextField } from '../../../components/fields/controls';
import { Field } from '../../../components/fields/field';
import { SubmitButton, keepFocus } from '../../../components/submit-button';
import { rememberAfterVerify } from '../../../lib/after-verify';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { ProvinceSelect } from '../../../components/province-select';
import { localizedHref } from '../../../config/public-pages';

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
      acceptPrivacy: false,
      englishChosen: false,
    },
  });
  useAutofocus(() => setFocus('name'));
  useDraft('signup', watch);
  const password = watch('password');
  // Bill 96: in Québec the French terms come first; the English ones bind only by an explicit choice.
  const quebec = watch('province') === 'QC';

  const submit = handleSubmit(async ({ name, email, password: pw, company, locale, province, englishChosen }) => {
    setBusy(true);
    onError(null);
    try {
      // Both boxes are ticked (the schema refuses otherwise): two records, each with the version
      // the links open and the language the page is in (DECISIONS, "Privacy and language law").
      const consent = {
        terms: CURRENT_LEGAL_VERSIONS.terms,
        privacy: CURRENT_LEGAL_VERSIONS.privacy,
        language: (quebec ? (englishChosen ? 'en' : 'fr') : i18n.locale === 'fr' ? 'fr' : 'en') as Locale,
        ...(quebec ? { englishChosen } : {}),
      };
      await signUpWithPassword({ name, email, password: pw, company, locale, province, consent });
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
      <Field id="signup-province" label={t`Province or territory`} error={errors.province}>
        {(aria) => <ProvinceSelect {...aria} {...register('province')} />}
      </Field>
      {quebec && (
        <div className="field" data-testid="signup-french-first">
          <p lang="fr" className="mb-1">
            <a href={localizedHref(paths.termsOfService.getHref(), 'fr')} target="_blank" rel="noopener">
              Conditions d'utilisation (version française)
            </a>
          </p>
          <CheckboxField
            id="signup-english-chosen"
            label={
              <>
                <span lang="fr">Je choisis expressément d'être lié par la version anglaise.</span>{' '}
                <span lang="en">I expressly choose to be bound by the English version.</span>
              </>
            }
            className="mb-0"
            data-testid="signup-english-chosen"
            {...register('englishChosen')}
          />
        </div>
      )}
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
      <CheckboxField
        id="signup-privacy"
        label={
          <Trans>
            I accept the{' '}
            <Link to={paths.privacyPolicy.getHref()} target="_blank" rel="noopener">
              Privacy Policy
            </Link>
          </Trans>
        }
        error={errors.acceptPrivacy}
        data-testid="accept-privacy"
        {...register('acceptPrivacy')}
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
