import { Trans, useLingui } from '@lingui/react/macro';
import type { SettingsInput } from '@tasklane/domain';
import { get, useFieldArray, useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { validationMessage } from '../../../../lib/validation-messages';
import { SettingsField, type P } from './settings-fields';

export function OfferList({
  name,
  register,
  errors,
  control,
}: {
  name: 'packs' | 'plans';
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
  control: ReturnType<typeof useForm<SettingsInput>>['control'];
}) {
  const { t, i18n } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = (get(errors, name) as { root?: { message?: string }; message?: string } | undefined) ?? undefined;
  const listMessage = listError?.root?.message ?? listError?.message;
  return (
    <>
      {fields.map((f, i) => (
        <div key={f.id} className="columns is-multiline is-mobile mb-0" data-testid={`settings-${name}-row`}>
          <div className="column is-half-mobile">
            <SettingsField path={`${name}.${i}.id` as P} label={t`Id`} register={register} errors={errors} />
          </div>
          {name === 'packs' ? (
            <>
              <div className="column is-half-mobile">
                <SettingsField
                  path={`packs.${i}.credits` as P}
                  label={t`Credits`}
                  register={register}
                  errors={errors}
                  kind="int"
                />
              </div>
              <div className="column is-half-mobile">
                <SettingsField
                  path={`packs.${i}.priceCad` as P}
                  label={t`Price (CAD)`}
                  register={register}
                  errors={errors}
                  kind="amount"
                />
              </div>
            </>
          ) : (
            <>
              <div className="column is-half-mobile">
                <SettingsField
                  path={`plans.${i}.creditsPerMonth` as P}
                  label={t`Credits per month`}
                  register={register}
                  errors={errors}
                  kind="int"
                />
              </div>
              <div className="column is-half-mobile">
                <SettingsField
                  path={`plans.${i}.priceCadPerMonth` as P}
                  label={t`Price per month (CAD)`}
                  register={register}
                  errors={errors}
                  kind="amount"
                />
              </div>
            </>
          )}
          <div className="column is-half-mobile">
            <SettingsField
              path={`${name}.${i}.stripePriceId` as P}
              label={t`Stripe price id`}
              register={register}
              errors={errors}
              kind="optional-text"
            />
          </div>
          <div className="column is-narrow is-flex is-align-items-flex-end">
            <button
              type="button"
              className="button is-small is-danger is-light mb-3"
              onClick={() => remove(i)}
              disabled={fields.length <= 1}
            >
              {name === 'packs' ? <Trans>Remove pack</Trans> : <Trans>Remove plan</Trans>}
            </button>
          </div>
        </div>
      ))}
      {listMessage && (
        <p className="help is-danger" role="alert">
          {i18n._(validationMessage(listMessage))}
        </p>
      )}
      <button
        type="button"
        className="button is-small"
        onClick={() =>
          append(
            name === 'packs'
              ? { id: '', credits: 1, priceCad: 29 }
              : ({ id: '', creditsPerMonth: 1, priceCadPerMonth: 29 } as never),
          )
        }
      >
        {name === 'packs' ? <Trans>Add a pack</Trans> : <Trans>Add a plan</Trans>}
      </button>
    </>
  );
}
