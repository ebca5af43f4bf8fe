import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useValidationMessage } from './validation-message';

/** What a control needs to be tied to its label and its error text. */
export interface FieldAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** An error as react-hook-form reports it (or a form's own state): its message is a validation code. */
export type FieldErrorLike = { message?: string } | null | undefined;

/** The props every field shares: the label, the help around the control, the error and its ids. */
export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: FieldErrorLike;
  /** Shown between the label and the control. */
  help?: ReactNode;
  /** Shown under the control (a hint, a word count…), before the error. A text hint also describes the control. */
  hint?: ReactNode;
  /** The error text's id (`<id>-error` by default) and test id (the same by default). */
  errorId?: string;
  errorTestId?: string;
  /** The error text is announced as soon as it shows (role="alert"). */
  alert?: boolean;
  /** More ids the control is described by (a strength meter…). */
  describedBy?: string;
  /** The field's own test id (on its outer element). */
  fieldTestId?: string;
  /** Classes added to the field (`mb-0`…) and to the label (`is-small`). */
  className?: string;
  labelClassName?: string;
}

/** A form's own error code (kept in state, not by react-hook-form) as a field's error. */
export const codeError = (code: string | null | undefined): FieldErrorLike => (code ? { message: code } : undefined);

/** The aria props for a field's control. */
export function fieldAria({ id, error, errorId, hint, describedBy }: FieldFrameProps): FieldAria {
  const hintId = typeof hint === 'string' ? `${id}-hint` : null;
  const ids = [error ? (errorId ?? `${id}-error`) : null, hintId, describedBy].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

/** The translated message of a field's error, in the Bulma danger help. */
export function FieldError({
  id,
  error,
  testId,
  alert,
}: {
  id: string;
  error: FieldErrorLike;
  testId?: string;
  alert?: boolean;
}) {
  const { i18n } = useLingui();
  const messageOf = useValidationMessage(Boolean(error));
  if (!error || !messageOf) return null;
  return (
    <p className="help is-danger" id={id} data-testid={testId ?? id} role={alert ? 'alert' : undefined}>
      {i18n._(messageOf(error.message))}
    </p>
  );
}

/** A text hint in the help style, with the id the control is described by; any other hint as it is. */
export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  return typeof hint === 'string' ? (
    <p id={`${id}-hint`} className="help">
      {hint}
    </p>
  ) : (
    hint
  );
}

/**
 * A Bulma field: a label linked to its control, help, hint and the translated error. The control is
 * the child; a function child receives the aria props to spread on it (for a custom control).
 */
export function Field(props: FieldFrameProps & { children: ReactNode | ((aria: FieldAria) => ReactNode) }) {
  const {
    id,
    label,
    error,
    help,
    hint,
    errorId,
    errorTestId,
    alert,
    fieldTestId,
    className,
    labelClassName,
    children,
  } = props;
  const errId = errorId ?? `${id}-error`;
  return (
    <div className={className ? `field ${className}` : 'field'} data-testid={fieldTestId}>
      <label className={labelClassName ? `label ${labelClassName}` : 'label'} htmlFor={id}>
        {label}
      </label>
      {help ? <p className="help mb-1">{help}</p> : null}
      <div className="control">{typeof children === 'function' ? children(fieldAria(props)) : children}</div>
      <FieldHint id={id} hint={hint} />
      <FieldError id={errId} error={error} testId={errorTestId} alert={alert} />
    </div>
  );
}

/** A group of radios or checkboxes under one legend, with its hint and error. */
export function FieldSet({
  legend,
  error,
  errorId,
  errorTestId,
  hint,
  alert,
  className,
  labelClassName,
  children,
}: {
  legend: ReactNode;
  error?: FieldErrorLike;
  /** Needed with an error: the error text's id. */
  errorId?: string;
  errorTestId?: string;
  alert?: boolean;
  hint?: ReactNode;
  className?: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className ? `field ${className}` : 'field'}>
      <legend className={labelClassName ? `label ${labelClassName}` : 'label'}>{legend}</legend>
      {children}
      {hint}
      {errorId ? <FieldError id={errorId} error={error} testId={errorTestId} alert={alert} /> : null}
    </fieldset>
  );
}
