import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field, FieldError, FieldHint, fieldAria, type FieldFrameProps } from './field';

// The fields every form uses. Each takes the frame's props (id, label, error, help, hint) and passes
// the rest to its control, so a react-hook-form registration spreads onto it as it is:
//   <TextField id="task-title" label={t`Title`} error={errors.title} {...register('title')} />
// A controlled value (value, onChange) works the same way. An aria prop given explicitly wins.

type FrameKeys = keyof FieldFrameProps;
const frameKeys: FrameKeys[] = [
  'id',
  'label',
  'error',
  'help',
  'hint',
  'errorId',
  'errorTestId',
  'alert',
  'fieldTestId',
  'describedBy',
  'className',
  'labelClassName',
];

function split<P extends FieldFrameProps>(props: P): [FieldFrameProps, Omit<P, FrameKeys>] {
  const frame: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) (frameKeys.includes(k as FrameKeys) ? frame : rest)[k] = v;
  return [frame as unknown as FieldFrameProps, rest as Omit<P, FrameKeys>];
}

const danger = (base: string, error: FieldFrameProps['error'], extra?: string) =>
  [base, error ? 'is-danger' : '', extra ?? ''].filter(Boolean).join(' ');

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  ref?: Ref<HTMLInputElement>;
  /** Classes added to the input (`is-small`…). */
  inputClassName?: string;
};

/** A labelled text input (any `type` but checkbox and radio). */
export function TextField(props: FieldFrameProps & InputProps) {
  const [frame, { inputClassName, ...input }] = split(props);
  return (
    <Field {...frame}>
      <input className={danger('input', frame.error, inputClassName)} {...fieldAria(frame)} {...input} />
    </Field>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
  ref?: Ref<HTMLTextAreaElement>;
  inputClassName?: string;
};

/** A labelled textarea. */
export function TextAreaField(props: FieldFrameProps & TextAreaProps) {
  const [frame, { inputClassName, ...textarea }] = split(props);
  return (
    <Field {...frame}>
      <textarea className={danger('textarea', frame.error, inputClassName)} {...fieldAria(frame)} {...textarea} />
    </Field>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  ref?: Ref<HTMLSelectElement>;
  /** Classes of the Bulma select wrapper besides `select` (`is-fullwidth` by default). */
  selectClassName?: string;
  children: ReactNode;
};

/** A labelled select; its options are the children. */
export function SelectField(props: FieldFrameProps & SelectProps) {
  const [frame, { selectClassName = 'is-fullwidth', children, ...select }] = split(props);
  return (
    <Field {...frame}>
      <div className={danger('select', frame.error, selectClassName)}>
        <select {...fieldAria(frame)} {...select}>
          {children}
        </select>
      </div>
    </Field>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & {
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox inside its label, then its error. `help` and `hint` go under it. */
export function CheckboxField(props: FieldFrameProps & CheckboxProps) {
  const [frame, input] = split(props);
  const { id, label, error, hint, help, className, labelClassName, fieldTestId } = frame;
  return (
    <div className={className ? `field ${className}` : 'field'} data-testid={fieldTestId}>
      <label className={labelClassName ? `checkbox ${labelClassName}` : 'checkbox'} htmlFor={id}>
        <input type="checkbox" className="mr-2" {...fieldAria(frame)} {...input} />
        {label}
      </label>
      {help ? <p className="help">{help}</p> : null}
      <FieldHint id={id} hint={hint} />
      <FieldError id={frame.errorId ?? `${id}-error`} error={error} testId={frame.errorTestId} alert={frame.alert} />
    </div>
  );
}
