import { Trans, useLingui } from '@lingui/react/macro';
import { ProvinceSelect } from '../../../../components/province-select';
import { Field, Section, type SettingsFieldProps } from './settings-fields';

export function SupplierSection({ register, errors }: SettingsFieldProps) {
  const { t } = useLingui();
  const f = { register, errors };
  return (
    <Section title={t`Business details on receipts`}>
      <div className="columns is-multiline">
        <div className="column is-half-tablet">
          <Field path="supplier.legalName" label={t`Legal name`} {...f} />
        </div>
        <div className="column is-half-tablet">
          <Field path="supplier.email" label={t`Billing e-mail`} kind="optional-text" {...f} />
        </div>
        <div className="column is-half-tablet">
          <Field path="supplier.address.street" label={t`Street`} {...f} />
        </div>
        <div className="column is-half-tablet">
          <Field path="supplier.address.city" label={t`City`} {...f} />
        </div>
        <div className="column is-half-tablet">
          <div className="field">
            <label className="label is-small" htmlFor="settings-supplier-province">
              <Trans>Province</Trans>
            </label>
            <ProvinceSelect
              id="settings-supplier-province"
              className="is-small"
              {...register('supplier.address.province')}
            />
          </div>
        </div>
        <div className="column is-half-tablet">
          <Field path="supplier.address.postalCode" label={t`Postal code`} {...f} />
        </div>
        <div className="column is-half-tablet">
          <Field path="supplier.gstHstNumber" label={t`GST/HST number`} hint={t`Format: 123456789 RT 0001`} {...f} />
        </div>
        <div className="column is-half-tablet">
          <Field path="supplier.qstNumber" label={t`QST number`} hint={t`Format: 1234567890 TQ 0001`} {...f} />
        </div>
      </div>
    </Section>
  );
}
