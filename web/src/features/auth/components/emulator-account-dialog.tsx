import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { emailField, nameField } from '@tasklane/domain';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { TextField } from '../../../components/fields/controls';

const schema = z.object({ email: emailField, name: nameField });
type Values = z.infer<typeof schema>;

/**
 * Emulator builds only: stands in for the Google/Facebook window, which needs the internet.
 * The developer (or a test) picks the fake account's address and name.
 */
export function EmulatorAccountDialog({
  provider,
  busy,
  onSubmit,
  onCancel,
}: {
  provider: 'google' | 'facebook';
  busy: boolean;
  onSubmit: (v: Values) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', name: '' } });
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });
  useEffect(() => {
    setFocus('email');
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancel.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [setFocus]);
  const label = provider === 'google' ? 'Google' : 'Facebook';
  return (
    <div
      className="modal is-active"
      role="dialog"
      aria-modal="true"
      aria-labelledby="emulator-account-title"
      data-testid="emulator-account-dialog"
    >
      <div className="modal-background" onClick={onCancel} />
      <div className="modal-card">
        <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
          <header className="modal-card-head">
            <h2 id="emulator-account-title" className="modal-card-title">
              <Trans>Sign in with {label} (local emulator)</Trans>
            </h2>
          </header>
          <section className="modal-card-body">
            <p className="mb-3">
              <Trans>
                This local build has no internet access, so the Auth emulator stands in for the provider. Choose a test
                account.
              </Trans>
            </p>
            <TextField id="emulator-email" label={t`Email`} error={errors.email} type="email" {...register('email')} />
            <TextField id="emulator-name" label={t`Full name`} error={errors.name} {...register('name')} />
          </section>
          <footer className="modal-card-foot buttons">
            <button
              type="submit"
              className={`button is-primary ${busy ? 'is-loading' : ''}`}
              disabled={busy}
              data-testid="emulator-account-submit"
            >
              <Trans>Continue</Trans>
            </button>
            <button type="button" className="button" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </button>
          </footer>
        </form>
      </div>
    </div>
  );
}
