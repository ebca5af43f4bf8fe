import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { contactInputSchema } from '@tasklane/domain';
import { useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from '../../../lib/zod';
import { TextAreaField, TextField } from '../../../components/fields/controls';
import { callableError } from '../../../lib/callable';
import { useHydrated } from '../../../hooks/use-hydrated';
import { submitContact } from '../api/submit-contact';
import { useLocale } from '../content/use-content';

// The honeypot is not validated here: a bot that fills it gets the same "sent" screen as anyone.
const formSchema = contactInputSchema.omit({ locale: true }).extend({ website: z.string().optional() });
type FormValues = z.infer<typeof formSchema>;
type FieldName = Exclude<keyof FormValues, 'website'>;

const EMPTY: FormValues = { name: '', email: '', company: '', phone: '', subject: '', message: '', website: '' };

function ContactField({
  name,
  label,
  errors,
  register,
  type = 'text',
  autoComplete,
  multiline = false,
  optional = false,
}: {
  name: FieldName;
  label: string;
  errors: FieldErrors<FormValues>;
  register: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  optional?: boolean;
}) {
  const id = `contact-${name}`;
  const labelled = optional ? (
    <>
      {label}
      <span className="has-text-weight-normal is-size-7">
        {' '}
        <Trans>(optional)</Trans>
      </span>
    </>
  ) : (
    label
  );
  const props = { id, label: labelled, error: errors[name], 'data-testid': id, ...register };
  return multiline ? (
    <TextAreaField rows={6} {...props} />
  ) : (
    <TextField type={type} autoComplete={autoComplete} {...props} />
  );
}

export function ContactForm() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setSendError(null);
    try {
      await submitContact({ ...values, locale });
      reset(EMPTY);
      setSent(true);
      toast.success(t`Message sent`);
    } catch (err) {
      const { code, fields } = callableError(err);
      for (const [field, message] of Object.entries(fields)) {
        if (field in EMPTY) setError(field as keyof FormValues, { message });
      }
      // A toast fades; the reason stays next to the form too, and the typed message is kept.
      if (code === 'resource-exhausted') {
        const text = t`You have sent several messages in a short time. Please try again in an hour.`;
        setSendError(text);
        toast.error(text);
      } else if (Object.keys(fields).length === 0) {
        const text = t`Your message could not be sent. Please try again.`;
        setSendError(text);
        toast.error(text);
      }
    }
  });

  if (sent) {
    return (
      <div className="notification is-success is-light" role="status" data-testid="contact-success">
        <p className="has-text-weight-semibold">
          <Trans>Thank you! Your message is on its way.</Trans>
        </p>
        <p>
          <Trans>
            We reply within 2 business hours (Monday to Friday, 9 a.m. to 5 p.m. Eastern). A confirmation is in your
            inbox.
          </Trans>
        </p>
        <button type="button" className="button is-small is-light mt-3" onClick={() => setSent(false)}>
          <Trans>Send another message</Trans>
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="contact-form" aria-busy={isSubmitting}>
      {sendError && (
        <div className="notification is-danger is-light" role="alert" data-testid="contact-send-error">
          {sendError}
        </div>
      )}
      {/* Until the app runs the page, the fields take no typing: react-hook-form would reset
          what was typed into the prerendered HTML when it takes the fields over. */}
      <fieldset className="tl-fieldset" disabled={!hydrated}>
        <div className="tl-grid tl-grid-2 tl-gap-sm">
          <ContactField name="name" label={t`Name`} errors={errors} register={register('name')} autoComplete="name" />
          <ContactField
            name="email"
            label={t`Email`}
            errors={errors}
            register={register('email')}
            type="email"
            autoComplete="email"
          />
          <ContactField
            name="company"
            label={t`Company`}
            errors={errors}
            register={register('company')}
            autoComplete="organization"
            optional
          />
          <ContactField
            name="phone"
            label={t`Phone`}
            errors={errors}
            register={register('phone')}
            type="tel"
            autoComplete="tel"
            optional
          />
        </div>
        <ContactField name="subject" label={t`Subject`} errors={errors} register={register('subject')} />
        <ContactField name="message" label={t`Message`} errors={errors} register={register('message')} multiline />
        <div className="hp-field" aria-hidden="true">
          <label htmlFor="contact-website">
            <Trans>Leave this field empty</Trans>
          </label>
          <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>
        <button
          type="submit"
          className={`button is-primary ${isSubmitting ? 'is-loading' : ''}`}
          disabled={isSubmitting || !hydrated}
          data-testid="contact-submit"
        >
          <Trans>Send message</Trans>
        </button>
      </fieldset>
    </form>
  );
}
