import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@tasklane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CheckboxField, SelectField, TextField } from '../../../components/fields/controls';
import { Field } from '../../../components/fields/field';
import { ProvinceSelect } from '../../../components/province-select';

/** Presentation: the editable profile fields (name, company, phone, language, billing province, e-mail notices). */
export function ProfileForm({
  profile,
  onSave,
}: {
  profile: Profile;
  onSave: (changes: ProfileUpdate) => Promise<void>;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onTouched',
    defaultValues: {
      name: profile.name,
      company: profile.company ?? '',
      phone: profile.phone ?? '',
      locale: profile.locale,
      emailNotifications: profile.emailNotifications ?? true,
      province: profile.province,
    },
  });
  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await onSave(values);
      reset(values);
      toast.success(t`Profile updated`);
    } catch (err) {
      console.error('Profile update failed', err);
      toast.error(t`Could not save your profile. Please try again.`);
    } finally {
      setBusy(false);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="profile-form">
      <TextField id="profile-name" label={t`Full name`} error={errors.name} autoComplete="name" {...register('name')} />
      <TextField
        id="profile-company"
        label={t`Company (optional)`}
        error={errors.company}
        autoComplete="organization"
        {...register('company')}
      />
      <TextField
        id="profile-phone"
        label={t`Phone (optional)`}
        error={errors.phone}
        type="tel"
        autoComplete="tel"
        {...register('phone')}
      />
      <SelectField
        id="profile-locale"
        label={t`Preferred language`}
        error={errors.locale}
        hint={t`Used for your e-mails and notifications.`}
        {...register('locale')}
      >
        <option value="en">English</option>
        <option value="fr">Français</option>
      </SelectField>
      <Field
        id="profile-province"
        label={t`Province or territory (billing)`}
        error={errors.province}
        hint={t`Decides the sales taxes on your card payments and receipts.`}
      >
        {(aria) => (
          <ProvinceSelect
            {...aria}
            {...register('province', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
          />
        )}
      </Field>
      <CheckboxField
        id="profile-notifications"
        label={<Trans>Send me e-mails about my tasks</Trans>}
        {...register('emailNotifications')}
      />
      <button
        type="submit"
        className={`button is-primary ${busy ? 'is-loading' : ''}`}
        disabled={busy || !isDirty}
        aria-busy={busy}
        data-testid="profile-save"
      >
        <Trans>Save changes</Trans>
      </button>
    </form>
  );
}
