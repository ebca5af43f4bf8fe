import { useLingui } from '@lingui/react/macro';
import { CATEGORIES, TASK_CLASSES, TIERS } from '@tasklane/domain';
import { categoryLabels, tierLabels } from '../../../../lib/labels';
import { SettingsField, Section, type SettingsFieldProps } from './settings-fields';
import { SelectField } from '../../../../components/fields/controls';

export function PricesSection({ register, errors }: SettingsFieldProps) {
  const { t } = useLingui();
  const f = { register, errors };
  return (
    <Section title={t`Prices`}>
      <div className="columns is-multiline">
        <div className="column is-half-tablet is-one-third-desktop">
          <SettingsField path="creditPriceCad" label={t`Credit price (CAD)`} kind="amount" {...f} />
        </div>
        {TASK_CLASSES.map((c) => (
          <div key={c} className="column is-half-tablet is-one-third-desktop">
            <SettingsField
              path={`classBaseCredits.${c}`}
              label={c === 'basic' ? t`Base credits, basic class` : t`Base credits, premium class`}
              kind="int"
              {...f}
            />
          </div>
        ))}
        <div className="column is-half-tablet is-one-third-desktop">
          <SettingsField path="freeRevisionsPerDelivery" label={t`Free revisions per delivery`} kind="int" {...f} />
        </div>
        <div className="column is-half-tablet is-one-third-desktop">
          <SettingsField path="extraRevisionCredits" label={t`Credits per extra revision`} kind="int" {...f} />
        </div>
        <div className="column is-half-tablet is-one-third-desktop">
          <SettingsField
            path="bilingualSurchargeCredits"
            label={t`Surcharge for English and French (credits)`}
            hint={t`Added to a task ordered in both languages; a card pays it at the credit price.`}
            kind="int"
            {...f}
          />
        </div>
      </div>
    </Section>
  );
}

export function CategoryClassesSection({ register }: SettingsFieldProps) {
  const { t, i18n } = useLingui();
  return (
    <Section title={t`Category classes`}>
      <div className="columns is-multiline">
        {CATEGORIES.map((c) => {
          const id = `settings-categoryClass-${c}`;
          return (
            <div key={c} className="column is-half-tablet is-one-third-desktop">
              <SelectField
                id={id}
                label={i18n._(categoryLabels[c])}
                labelClassName="is-small"
                selectClassName="is-small is-fullwidth"
                data-testid={`settings-categoryClass.${c}`}
                {...register(`categoryClass.${c}`)}
              >
                <option value="basic">{t`Basic`}</option>
                <option value="premium">{t`Premium`}</option>
              </SelectField>
            </div>
          );
        })}
      </div>
    </Section>
  );
}

export function TiersSection({ register, errors }: SettingsFieldProps) {
  const { t, i18n } = useLingui();
  const f = { register, errors };
  return (
    <Section title={t`Delivery tiers`}>
      {TIERS.map((tier) => {
        const name = i18n._(tierLabels[tier]);
        return (
          <div key={tier} className="columns is-mobile">
            <div className="column">
              <SettingsField path={`tiers.${tier}.hours`} label={t`${name}: hours`} kind="int" {...f} />
            </div>
            <div className="column">
              <SettingsField
                path={`tiers.${tier}.surchargeCredits`}
                label={t`${name}: surcharge (credits)`}
                kind="int"
                {...f}
              />
            </div>
          </div>
        );
      })}
    </Section>
  );
}
