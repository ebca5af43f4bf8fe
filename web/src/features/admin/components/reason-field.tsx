import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { validationMessage } from '../../../lib/validation-messages';

/**
 * The short reason staff give for an action (kept in the audit log or read by the admins): a
 * labelled text area whose error is announced and tied to it.
 */
export function ReasonField({
  id,
  label,
  error,
  field,
  testId,
}: {
  id: string;
  label: ReactNode;
  error: FieldError | undefined;
  field: UseFormRegisterReturn;
  testId: string;
}) {
  const { i18n } = useLingui();
  return (
    <div className="field">
      <label className="label is-small" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={`textarea is-small ${error ? 'is-danger' : ''}`}
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
        {...field}
      />
      {error && (
        <p id={`${id}-error`} className="help is-danger" role="alert">
          {i18n._(validationMessage(error.message))}
        </p>
      )}
    </div>
  );
}
