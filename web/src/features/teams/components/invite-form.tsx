import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { emailField } from '@tasklane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { SelectField, TextField } from '../../../components/fields/controls';
import { SubmitButton } from '../../../components/submit-button';
import { callableError } from '../../../lib/callable';
import { z } from '../../../lib/zod';
import { inviteMember, type ShownInvitation } from '../api/teams-api';

const inviteFormSchema = z.object({ email: emailField, locale: z.enum(['', 'en', 'fr']) });
type InviteForm = z.infer<typeof inviteFormSchema>;

/**
 * Owners invite by e-mail; the language is used only when the address has no account yet.
 * `onInvited` gets the invitation the server recorded, for the pending list.
 */
export function InviteMemberForm({
  teamId,
  onInvited,
}: {
  teamId: string;
  onInvited: (invitation: ShownInvitation) => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteForm>({
    resolver: zodResolver(inviteFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', locale: '' },
  });
  const submit = handleSubmit(async ({ email, locale }) => {
    setBusy(true);
    try {
      onInvited(await inviteMember({ teamId, email, ...(locale ? { locale } : {}) }));
      toast.success(t`Invitation sent to ${email}`);
      reset();
    } catch (err) {
      const { reason } = callableError(err);
      toast.error(
        reason === 'already_member'
          ? t`${email} is already a member of this team.`
          : reason === 'rate_limited'
            ? t`Too many invitations for now. Please try again in an hour.`
            : t`Could not send the invitation. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="invite-form" className="box">
      <h2 className="title is-5">
        <Trans>Invite a colleague</Trans>
      </h2>
      <TextField
        id="invite-email"
        label={t`E-mail address`}
        error={errors.email}
        type="email"
        autoComplete="off"
        {...register('email')}
      />
      <SelectField
        id="invite-locale"
        label={t`Language of the invitation`}
        hint={t`Used only if this address has no Tasklane account yet.`}
        selectClassName=""
        {...register('locale')}
      >
        <option value="">{t`English and French`}</option>
        <option value="en">English</option>
        <option value="fr">Français</option>
      </SelectField>
      <SubmitButton busy={busy} className="is-primary" testId="invite-submit">
        <Trans>Send the invitation</Trans>
      </SubmitButton>
    </form>
  );
}
