import { useLingui } from '@lingui/react/macro';
import type { SettingsInput } from '@tasklane/domain';
import type { ReactNode } from 'react';
import { get, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { validationMessage } from '../../../../lib/validation-messages';

export type P = Path<SettingsInput>;

/** What every section passes to its fields: the form's register and its errors. */
export interface SettingsFieldProps {
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
}

const numberOrNaN = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));
const textOrUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

interface FieldProps {
  path: P;
  label: ReactNode;
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
  kind?: 'int' | 'amount' | 'text' | 'optional-text';
  hint?: ReactNode;
}

/** One labelled input with its translated error, wired for screen readers. */
export function Field({ path, label, register, errors, kind = 'text', hint }: FieldProps) {
  const { i18n } = useLingui();
  const error = get(errors, path) as { message?: string } | undefined;
  const id = `settings-${path.replaceAll('.', '-')}`;
  const numeric = kind === 'int' || kind === 'amount';
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="label is-small" htmlFor={id}>
        {label}
      </label>
      <div className="control">
        <input
          id={id}
          className={`input is-small ${error ? 'is-danger' : ''}`}
          type={numeric ? 'number' : 'text'}
          inputMode={kind === 'int' ? 'numeric' : kind === 'amount' ? 'decimal' : undefined}
          step={kind === 'amount' ? '0.01' : kind === 'int' ? '1' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={`settings-${path}`}
          {...register(
            path,
            numeric ? { setValueAs: numberOrNaN } : kind === 'optional-text' ? { setValueAs: textOrUndefined } : {},
          )}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="help">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="help is-danger" role="alert">
          {i18n._(validationMessage(error.message))}
        </p>
      )}
    </div>
  );
}

export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="box">
      <legend className="title is-5 mb-3">{title}</legend>
      {children}
    </fieldset>
  );
}
