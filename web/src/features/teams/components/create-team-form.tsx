import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { teamInputSchema, type TeamInput } from '@tasklane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormField } from '../../../components/form-field';
import { ProvinceSelect } from '../../../components/province-select';
import { SubmitButton } from '../../../components/submit-button';
import { createTeam } from '../api/teams-api';

/** Creates a team (the caller becomes its owner) and hands back its id and name. */
export function CreateTeamForm({ onCreated }: { onCreated: (teamId: string, name: string) => void }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TeamInput>({
    resolver: zodResolver(teamInputSchema),
    mode: 'onTouched',
    defaultValues: { name: '', legalName: '', address: '' },
  });
  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      const { teamId } = await createTeam(values);
      toast.success(t`Team created`);
      onCreated(teamId, values.name);
    } catch (err) {
      console.error('createTeam failed', err);
      toast.error(t`Could not create the team. Please try again.`);
      setBusy(false);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="create-team-form" className="box">
      <h2 className="title is-5">
        <Trans>Create a team</Trans>
      </h2>
      <p className="mb-4">
        <Trans>
          A team shares one wallet, its tasks and its receipts. Receipts carry the legal name and are taxed by the
          billing province.
        </Trans>
      </p>
      <FormField id="team-name" label={t`Team name`} error={errors.name}>
        {(aria) => (
          <input
            {...aria}
            {...register('name')}
            className={`input ${errors.name ? 'is-danger' : ''}`}
            autoComplete="organization"
          />
        )}
      </FormField>
      <FormField id="team-legal-name" label={t`Legal name (on receipts)`} error={errors.legalName}>
        {(aria) => (
          <input {...aria} {...register('legalName')} className={`input ${errors.legalName ? 'is-danger' : ''}`} />
        )}
      </FormField>
      <FormField id="team-province" label={t`Billing province or territory`} error={errors.province}>
        {(aria) => <ProvinceSelect {...aria} {...register('province')} />}
      </FormField>
      <FormField id="team-address" label={t`Billing address`} error={errors.address}>
        {(aria) => (
          <textarea
            {...aria}
            {...register('address')}
            className={`textarea ${errors.address ? 'is-danger' : ''}`}
            rows={2}
            autoComplete="street-address"
          />
        )}
      </FormField>
      <SubmitButton busy={busy} className="is-primary" testId="create-team-submit">
        <Trans>Create the team</Trans>
      </SubmitButton>
    </form>
  );
}
