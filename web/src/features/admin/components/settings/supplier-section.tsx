import { Trans, useLingui } from '@lingui/react/macro';
import { Field } from '../../../../components/fields/field';
import { ProvinceSelect } from '../../../../components/province-select';
import { SettingsField, Section, type SettingsFieldProps } from './settings-fields';

export function SupplierSection({ register, errors }: SettingsFieldProps) {
  const { t } = useLingui();
  const f = { register, errors };
  return (
    <Section title={t`Business details on receipts`}>
      <div className="columns is-multiline">
        <div className="column is-half-tablet">
          <SettingsField path="supplier.legalName" label={t`Legal name`} {...f} />
        </div>
        <div className="column is-half-tablet">
          <SettingsField path="supplier.email" label={t`Billing e-mail`} kind="optional-text" {...f} />
        </div>
        <div className="column is-half-tablet">
          <SettingsField path="supplier.address.street" label={t`Street`} {...f} />
        </div>
        <div className="column is-half-tablet">
          <SettingsField path="supplier.address.city" label={t`City`} {...f} />
        </div>
        <div className="column is-half-tablet">
          <Field id="settings-supplier-province" label={<Trans>Province</Trans>} labelClassName="is-small">
            {(aria) => <ProvinceSelect {...aria} className="is-small" {...register('supplier.address.province')} />}
          </Field>
        </div>
        <div className="column is-half-tablet">
          <SettingsField path="supplier.address.postalCode" label={t`Postal code`} {...f} />
        </div>
        <div className="column is-half-tablet">
          <SettingsField
            path="supplier.gstHstNumber"
            label={t`GST/HST number`}
            hint={t`Format: 123456789 RT 0001`}
            {...f}
          />
        </div>
        <div className="column is-half-tablet">
          <SettingsField path="supplier.qstNumber" label={t`QST number`} hint={t`Format: 1234567890 TQ 0001`} {...f} />
        </div>
      </div>
    </Section>
  );
}

/** The person in charge of protecting personal information, named on the privacy policy (Law 25 s.3.1). */
export function PrivacyOfficerSection({ register, errors }: SettingsFieldProps) {
  const { t } = useLingui();
  const f = { register, errors };
  return (
    <Section title={t`Person in charge of personal information`}>
      <div className="columns is-multiline">
        <div className="column is-half-tablet">
          <SettingsField path="privacyOfficer.title.en" label={t`Title (English)`} {...f} />
        </div>
        <div className="column is-half-tablet">
          <SettingsField path="privacyOfficer.title.fr" label={t`Title (French)`} {...f} />
        </div>
        <div className="column is-half-tablet">
          <SettingsField
            path="privacyOfficer.name"
            label={t`Name`}
            kind="optional-text"
            hint={t`Optional: the title alone is enough.`}
            {...f}
          />
        </div>
        <div className="column is-half-tablet">
          <SettingsField path="privacyOfficer.contactEmail" label={t`Contact e-mail`} {...f} />
        </div>
      </div>
      <p className="help">
        <Trans>Shown on the privacy policy; public pages show a change within 5 minutes.</Trans>
      </p>
    </Section>
  );
}
