// @vitest-environment happy-dom
// The shared form fields (web/src/components/fields): a label tied to its control, the error's
// translated message tied to the control by aria-describedby, and a react-hook-form registration
// spread onto the control as it is.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../web/src/components/fields/controls';
import { Field } from '../../web/src/components/fields/field';
import { renderIn } from './render';

afterEach(cleanup);

interface Values {
  name: string;
  message: string;
  locale: '' | 'en' | 'fr';
  terms: boolean;
}

function Form({ onSubmit }: { onSubmit: (v: Values) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { name: '', message: '', locale: '', terms: false } });
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
      <TextField
        id="f-name"
        label="Name"
        hint={<p className="help">As on your invoices</p>}
        error={errors.name}
        {...register('name', { required: 'name_required' })}
      />
      <TextAreaField
        id="f-message"
        label="Message"
        help="Say it all"
        error={errors.message}
        rows={3}
        {...register('message', {
          required: 'message_too_short',
          minLength: { value: 10, message: 'message_too_short' },
        })}
      />
      <SelectField
        id="f-locale"
        label="Language"
        error={errors.locale}
        errorTestId="locale-error"
        {...register('locale', { required: 'language_required' })}
      >
        <option value="">Choose…</option>
        <option value="en">English</option>
        <option value="fr">Français</option>
      </SelectField>
      <CheckboxField
        id="f-terms"
        label="I accept"
        error={errors.terms}
        {...register('terms', { required: 'terms_required' })}
      />
      <button type="submit">Send</button>
    </form>
  );
}

const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('|');

describe('form fields', () => {
  it('tie each label to its control, with no error state before a submit', async () => {
    await renderIn('en', <Form onSubmit={vi.fn()} />);
    for (const label of ['Name', 'Message', 'Language', 'I accept']) {
      const control = screen.getByLabelText(label);
      expect(control.getAttribute('aria-invalid')).toBeNull();
      expect(control.getAttribute('aria-describedby')).toBeNull();
    }
    expect(screen.getByLabelText('Name').className).toBe('input');
    expect(screen.getByText('Say it all').className).toBe('help mb-1');
    expect(screen.getByText('As on your invoices')).toBeTruthy();
  });

  it('submitted empty, mark each control invalid and describe it by its translated message', async () => {
    const onSubmit = vi.fn();
    await renderIn('fr', <Form onSubmit={onSubmit} />);
    fireEvent.click(screen.getByText('Send'));
    // The messages load when a first error shows: the error text appears with them.
    await screen.findByTestId('f-name-error', {}, { timeout: 5000 });
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(screen.getByLabelText('Name'))).toBe('Le nom est obligatoire');
    expect(screen.getByLabelText('Name').className).toBe('input is-danger');
    expect(screen.getByTestId('f-name-error').className).toBe('help is-danger');
    expect(describedText(screen.getByLabelText('Message'))).toMatch(/10/);
    expect(screen.getByLabelText('Language').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('locale-error').id).toBe('f-locale-error');
    expect(screen.getByLabelText('Language').parentElement!.className).toBe('select is-danger is-fullwidth');
    expect(screen.getByLabelText('I accept').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('f-terms-error').textContent).not.toBe('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('pass the registration through: typed values reach the submit and errors clear', async () => {
    const onSubmit = vi.fn();
    await renderIn('en', <Form onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'A message long enough' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    fireEvent.click(screen.getByLabelText('I accept'));
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Ada',
      message: 'A message long enough',
      locale: 'fr',
      terms: true,
    });
    expect(screen.queryByTestId('f-name-error')).toBeNull();
  });

  it('give a custom control the ids it needs through a function child, with an unknown code read generically', async () => {
    await renderIn(
      'en',
      <Field id="f-custom" label="Custom" error={{ message: 'no_such_code' }} describedBy="f-custom-meter">
        {(aria) => <input {...aria} data-testid="custom" />}
      </Field>,
    );
    const input = screen.getByTestId('custom');
    expect(screen.getByLabelText('Custom')).toBe(input);
    expect(input.getAttribute('aria-describedby')).toBe('f-custom-error f-custom-meter');
    expect((await screen.findByTestId('f-custom-error')).textContent).toBe('This value is not valid');
  });
});
