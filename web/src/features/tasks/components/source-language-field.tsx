import { Trans } from '@lingui/react/macro';
import type { Locale } from '@tasklane/domain';
import { SelectField } from '../../../components/fields/controls';

/**
 * The source text's language, for translation and proofreading work. A source in the other
 * language than the work's makes the delivered pair of texts feed the account's translation memory.
 */
export function SourceLanguageField({
  value,
  onChange,
}: {
  value: Locale | undefined;
  onChange(v: Locale | undefined): void;
}) {
  return (
    <SelectField
      id="task-source-language"
      label={<Trans>Language of the source text (for a translation or a proofreading)</Trans>}
      selectClassName=""
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === 'en' || e.target.value === 'fr' ? e.target.value : undefined)}
      data-testid="task-source-language"
    >
      <option value="">—</option>
      <option value="en">English</option>
      <option value="fr" lang="fr">
        Français
      </option>
    </SelectField>
  );
}
