import type { SettingsInput } from '@tasklane/domain';
import type { ReactNode } from 'react';
import { get, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../../components/fields/controls';

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
export function SettingsField({ path, label, register, errors, kind = 'text', hint }: FieldProps) {
  const error = get(errors, path) as { message?: string } | undefined;
  const id = `settings-${path.replaceAll('.', '-')}`;
  const numeric = kind === 'int' || kind === 'amount';
  return (
    <TextField
      id={id}
      label={label}
      labelClassName="is-small"
      inputClassName="is-small"
      error={error}
      alert
      hint={
        hint ? (
          <p id={`${id}-hint`} className="help">
            {hint}
          </p>
        ) : undefined
      }
      describedBy={hint ? `${id}-hint` : undefined}
      type={numeric ? 'number' : 'text'}
      inputMode={kind === 'int' ? 'numeric' : kind === 'amount' ? 'decimal' : undefined}
      step={kind === 'amount' ? '0.01' : kind === 'int' ? '1' : undefined}
      data-testid={`settings-${path}`}
      {...register(
        path,
        numeric ? { setValueAs: numberOrNaN } : kind === 'optional-text' ? { setValueAs: textOrUndefined } : {},
      )}
    />
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
