import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField } from '../../../components/fields/controls';

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
  return (
    <TextAreaField
      id={id}
      label={label}
      labelClassName="is-small"
      inputClassName="is-small"
      error={error}
      alert
      rows={2}
      data-testid={testId}
      {...field}
    />
  );
}
