import { Trans, useLingui } from '@lingui/react/macro';
import { TIERS, type PublicSettings } from '@tasklane/domain';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { FieldSet } from '../../../components/fields/field';
import { tierLabels } from '../../../lib/labels';
import type { QueueSnapshotState } from '../api/use-queue-snapshot';
import type { TaskFormValues } from './task-draft';
import { TierEstimate, QueueEstimateNote } from './queue-estimate';

/** The delivery tiers, each with its hours, surcharge and estimated start and delivery. */
export function TierField({
  settings,
  queue,
  register,
  error,
}: {
  settings: PublicSettings;
  queue: QueueSnapshotState;
  register: UseFormRegister<TaskFormValues>;
  error?: FieldError;
}) {
  const { i18n } = useLingui();
  return (
    <FieldSet
      legend={<Trans>Delivery tier</Trans>}
      error={error}
      errorId="task-tier-error"
      errorTestId="error-tier"
      hint={<QueueEstimateNote queue={queue} />}
    >
      <div className="control">
        {TIERS.map((tr) => {
          const hours = settings.tiers[tr].hours;
          const surcharge = settings.tiers[tr].surchargeCredits;
          return (
            <label key={tr} className="radio tier-option" data-testid={`tier-${tr}`}>
              <span>
                <input type="radio" value={tr} className="mr-1" {...register('tier')} /> {i18n._(tierLabels[tr])} ·{' '}
                <Trans>{hours} h</Trans>
                {surcharge > 0 ? (
                  <>
                    {' · '}
                    <Trans>+{surcharge} cr.</Trans>
                  </>
                ) : null}
              </span>
              <TierEstimate queue={queue} tier={tr} />
            </label>
          );
        })}
      </div>
    </FieldSet>
  );
}
