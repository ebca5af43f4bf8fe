import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, LOCALES } from '@tasklane/domain';
import { get } from 'react-hook-form';
import { categoryLabels } from '../../../../lib/labels';
import { SettingsField, Section, type SettingsFieldProps } from './settings-fields';
import { SelectField, TextAreaField } from '../../../../components/fields/controls';

export function DraftingSection({ register, errors }: SettingsFieldProps) {
  const { t, i18n } = useLingui();
  const f = { register, errors };
  return (
    <Section title={t`AI drafting`}>
      <div className="columns is-multiline">
        <div className="column is-half-tablet">
          <SelectField
            id="settings-drafter-provider"
            label={<Trans>Provider</Trans>}
            labelClassName="is-small"
            selectClassName="is-small is-fullwidth"
            data-testid="settings-drafter.provider"
            {...register('drafter.provider')}
          >
            <option value="offline">{t`Offline drafter (no network)`}</option>
            <option value="gemini">Gemini (Genkit)</option>
            <option value="openai">{t`OpenAI-compatible endpoint`}</option>
          </SelectField>
        </div>
        <div className="column is-half-tablet">
          <SettingsField path="drafter.model" label={t`Model`} {...f} />
        </div>
        <div className="column is-half-tablet">
          <SettingsField
            path="drafter.openaiBaseUrl"
            label={t`Base URL (OpenAI-compatible only)`}
            hint={t`For example https://api.example.com/v1. The API key is a secret, set outside the app.`}
            {...f}
          />
        </div>
        <div className="column is-half-tablet">
          <SettingsField path="drafter.maxRetries" label={t`Retries before a person drafts`} kind="int" {...f} />
        </div>
      </div>
      <h3 className="title is-6 mt-2">
        <Trans>Prompts per category and language</Trans>
      </h3>
      {CATEGORIES.map((c) => (
        <details key={c} className="mb-2">
          <summary>{i18n._(categoryLabels[c])}</summary>
          {LOCALES.map((l) => {
            const path = `prompts.${c}.${l}` as const;
            const id = `settings-prompts-${c}-${l}`;
            return (
              <TextAreaField
                key={l}
                id={id}
                label={l === 'fr' ? t`French prompt` : t`English prompt`}
                className="mt-2"
                labelClassName="is-small"
                inputClassName="is-small"
                error={get(errors, path) as { message?: string } | undefined}
                alert
                rows={3}
                {...register(path)}
              />
            );
          })}
        </details>
      ))}
    </Section>
  );
}
