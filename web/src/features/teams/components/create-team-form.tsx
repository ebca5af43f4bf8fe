import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { teamInputSchema, type TeamInput } from '@tasklane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { TextAreaField, TextField } from '../../../components/fields/controls';
import { Field } from '../../../components/fields/field';
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
      <TextField
        id="team-name"
        label={t`Team name`}
        error={errors.name}
        autoComplete="organization"
        {...register('name')}
      />
      <TextField
        id="team-legal-name"
        label={t`Legal name (on receipts)`}
        error={errors.legalName}
        {...register('legalName')}
      />
      <Field id="team-province" label={t`Billing province or territory`} error={errors.province}>
        {(aria) => <ProvinceSelect {...aria} {...register('province')} />}
      </Field>
      <TextAreaField
        id="team-address"
        label={t`Billing address`}
        error={errors.address}
        rows={2}
        autoComplete="street-address"
        {...register('address')}
      />
      <SubmitButton busy={busy} className="is-primary" testId="create-team-submit">
        <Trans>Create the team</Trans>
      </SubmitButton>
    </form>
  );
}
