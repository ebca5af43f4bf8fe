import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { validationMessage } from '../lib/validation-messages';

/** Label + control + translated error, wired for screen readers (aria-invalid, aria-describedby). */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: FieldError;
  hint?: ReactNode;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const { i18n } = useLingui();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div className="control">{children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}</div>
      {hint && (
        <div id={`${id}-hint`} className="help">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="help is-danger" data-testid={`${id}-error`}>
          {i18n._(validationMessage(error.message))}
        </p>
      )}
    </div>
  );
}
