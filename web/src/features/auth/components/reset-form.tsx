import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { resetRequestSchema, type Locale, type ResetRequestInput } from '@tasklane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { requestPasswordReset } from '../api/auth-actions';
import { useAutofocus } from '../hooks/use-autofocus';
import { useDraft } from '../hooks/use-draft';
import { clearDraft, loadDraft } from '../utils/auth-storage';
import { TextField } from '../../../components/fields/controls';
import { SubmitButton, keepFocus } from '../../../components/submit-button';

export function ResetForm({ onDone, onError }: { onDone: (email: string) => void; onError: (err: unknown) => void }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: loadDraft('reset').email ?? '' },
  });
  useAutofocus(() => setFocus('email'));
  useDraft('reset', watch);

  const submit = handleSubmit(async ({ email }) => {
    setBusy(true);
    onError(null);
    try {
      await requestPasswordReset(email, (i18n.locale === 'fr' ? 'fr' : 'en') as Locale);
      clearDraft('reset');
      onDone(email);
    } catch (err) {
      console.error('Password reset error', err);
      onError(err);
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="reset-form">
      <TextField
        id="reset-email"
        label={t`Email`}
        error={errors.email}
        type="email"
        autoComplete="email"
        {...register('email')}
      />
      <SubmitButton busy={busy}>
        <Trans>Send Reset Link</Trans>
      </SubmitButton>
      <p className="has-text-centered mt-4">
        <Link to={paths.auth.getHref('login')} onMouseDown={keepFocus} data-testid="to-login">
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </form>
  );
}
