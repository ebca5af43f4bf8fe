import { useLingui } from '@lingui/react/macro';
import { provinceOptions } from '@tasklane/domain';
import type { SelectHTMLAttributes } from 'react';

/**
 * The billing province or territory, names sorted in the reader's language. Works uncontrolled
 * with react-hook-form's `register` (React 19 passes `ref` as a prop) or controlled with
 * `value`/`onChange`. The empty choice is "not set yet".
 */
export function ProvinceSelect(
  props: SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> },
) {
  const { t, i18n } = useLingui();
  const options = provinceOptions(i18n.locale === 'fr' ? 'fr' : 'en');
  return (
    <div className="select is-fullwidth">
      <select {...props}>
        <option value="">{t`Choose your province or territory`}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
