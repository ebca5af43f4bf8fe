import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  BRAND_KIT_LIMITS,
  brandKitPromptSection,
  parseGlossaryCsv,
  type BrandKitInput,
  type GlossaryCsvError,
  type GlossaryCsvErrorCode,
} from '@tasklane/domain';
import { useState, type ChangeEvent } from 'react';
import { useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { TextAreaField, TextField } from '../../../components/fields/controls';
import { Field } from '../../../components/fields/field';
import { validationMessage } from '../../../lib/validation-messages';
import { brandKitFormSchema, toFormValues, firstError, type BrandKitFormValues } from './brand-kit-form-values';

export { brandKitFormSchema, toFormValues, type BrandKitFormValues } from './brand-kit-form-values';

const CSV_MESSAGES: Record<GlossaryCsvErrorCode, MessageDescriptor> = {
  csv_unclosed_quote: msg`A quoted cell is never closed.`,
  csv_stray_quote: msg`A quote mark inside a cell: put the whole cell in quotes and double the quote mark.`,
  csv_wrong_columns: msg`A line needs exactly two columns: English, then French.`,
  csv_duplicate_term: msg`This English term is already in the file.`,
  glossary_term_required: msg`Fill in both the English and the French term.`,
  glossary_term_too_long: msg`A term must be at most 120 characters long.`,
  glossary_too_many: msg`A glossary holds at most 300 pairs: this line is past the limit.`,
  csv_empty: msg`The file holds no pairs.`,
};

/**
 * Presentation: the brand kit form (validated with the domain schema), the glossary with its CSV
 * import, and a preview of what the drafter receives.
 */
export function BrandKitEditor({ kit, onSave }: { kit: BrandKitInput; onSave: (kit: BrandKitInput) => Promise<void> }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [csvErrors, setCsvErrors] = useState<GlossaryCsvError[]>([]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<BrandKitFormValues, unknown, BrandKitInput>({
    resolver: zodResolver(brandKitFormSchema),
    defaultValues: toFormValues(kit),
    mode: 'onTouched',
  });
  const glossary = useFieldArray({ control, name: 'glossary' });
  const values = useWatch({ control });

  const submit = handleSubmit(async (parsed) => {
    setBusy(true);
    try {
      await onSave(parsed);
      reset(toFormValues(parsed));
      toast.success(t`Brand kit saved`);
    } catch (err) {
      console.error('Brand kit save failed', err);
      toast.error(t`Could not save your brand kit. Please try again.`);
    } finally {
      setBusy(false);
    }
  });

  const importCsv = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const { pairs, errors: found } = parseGlossaryCsv(await file.text(), glossary.fields.length);
    setCsvErrors(found);
    if (found.length === 0) {
      glossary.append(pairs);
      toast.success(t`${pairs.length} glossary pairs imported. Save to keep them.`);
    }
  };

  const preview = brandKitFormSchema.safeParse(values);
  const previewText = preview.success
    ? brandKitPromptSection(preview.data, {
        // Every pair, as if a task used them all: a real task gets only the pairs its brief and source use.
        brief: preview.data.glossary.map((p) => p.en).join('\n'),
        sourceText: '',
        language: i18n.locale === 'fr' ? 'fr' : 'en',
      }).text
    : null;
  const glossaryError =
    errors.glossary?.root ?? (errors.glossary?.message ? (errors.glossary as FieldError) : undefined);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="brand-kit-form">
      <div className="columns">
        <div className="column is-7">
          <TextAreaField
            id="brand-description"
            label={t`What your business does`}
            error={errors.description}
            hint={t`Up to ${BRAND_KIT_LIMITS.descriptionWords} words.`}
            rows={5}
            {...register('description')}
          />
          <TextAreaField
            id="brand-audience"
            label={t`Your audience`}
            error={errors.audience}
            rows={2}
            {...register('audience')}
          />
          <TextField
            id="brand-voice"
            label={t`Your voice`}
            error={firstError(errors.voice)}
            hint={t`Up to 5 adjectives, separated by commas.`}
            {...register('voice')}
          />
          <TextField
            id="brand-use"
            label={t`Words to use`}
            error={firstError(errors.wordsToUse)}
            hint={t`Separated by commas.`}
            {...register('wordsToUse')}
          />
          <TextField
            id="brand-avoid"
            label={t`Words to avoid`}
            error={firstError(errors.wordsToAvoid)}
            hint={t`Separated by commas.`}
            {...register('wordsToAvoid')}
          />
          <TextAreaField
            id="brand-sign-off"
            label={t`Sign-off`}
            error={errors.signOff}
            rows={2}
            {...register('signOff')}
          />
          <TextField
            id="brand-colours"
            label={t`Colours`}
            error={firstError(errors.colours)}
            hint={t`Hex codes such as #7a3e12, separated by commas.`}
            {...register('colours')}
          />

          <fieldset className="box" data-testid="brand-glossary">
            <legend className="title is-6 mb-2">
              <Trans>Glossary (English ↔ French)</Trans>
            </legend>
            <p className="help mb-3">
              <Plural value={glossary.fields.length} one="# pair of at most 300." other="# pairs of at most 300." />{' '}
              <Trans>Import a CSV file with two columns, English then French (a header row is optional).</Trans>
            </p>
            <Field id="brand-glossary-csv" label={<Trans>Import from CSV</Trans>}>
              {(aria) => (
                <input
                  {...aria}
                  type="file"
                  accept=".csv,text/csv"
                  onChange={(e) => void importCsv(e)}
                  data-testid="glossary-csv"
                />
              )}
            </Field>
            {csvErrors.length > 0 && (
              <div className="notification is-danger is-light" role="alert" data-testid="glossary-csv-errors">
                <p>
                  <Trans>Nothing was imported. Fix these lines and import the file again:</Trans>
                </p>
                <ul>
                  {csvErrors.map((err) => (
                    <li key={`${err.line}-${err.code}`} data-testid="glossary-csv-error">
                      <Trans>
                        Line {err.line}: {i18n._(CSV_MESSAGES[err.code])}
                      </Trans>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {glossaryError && (
              <p className="help is-danger" role="alert" data-testid="brand-glossary-error">
                {i18n._(validationMessage(glossaryError.message))}
              </p>
            )}
            {glossary.fields.length > 0 && (
              <table className="table is-fullwidth is-narrow">
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>English</Trans>
                    </th>
                    <th scope="col">
                      <Trans>French</Trans>
                    </th>
                    <th scope="col">
                      <span className="is-sr-only">
                        <Trans>Remove</Trans>
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {glossary.fields.map((field, i) => {
                    const rowErrors = errors.glossary?.[i];
                    return (
                      <tr key={field.id}>
                        <td>
                          <input
                            {...register(`glossary.${i}.en`)}
                            className={`input is-small ${rowErrors?.en ? 'is-danger' : ''}`}
                            aria-label={t`English term ${i + 1}`}
                            aria-invalid={Boolean(rowErrors?.en)}
                          />
                          {rowErrors?.en && (
                            <p className="help is-danger">{i18n._(validationMessage(rowErrors.en.message))}</p>
                          )}
                        </td>
                        <td>
                          <input
                            {...register(`glossary.${i}.fr`)}
                            className={`input is-small ${rowErrors?.fr ? 'is-danger' : ''}`}
                            aria-label={t`French term ${i + 1}`}
                            aria-invalid={Boolean(rowErrors?.fr)}
                          />
                          {rowErrors?.fr && (
                            <p className="help is-danger">{i18n._(validationMessage(rowErrors.fr.message))}</p>
                          )}
                        </td>
                        <td>
                          <button
                            type="button"
                            className="button is-small is-light"
                            onClick={() => glossary.remove(i)}
                            aria-label={t`Remove pair ${i + 1}`}
                          >
                            ×
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
            <button
              type="button"
              className="button is-small"
              onClick={() => glossary.append({ en: '', fr: '' })}
              data-testid="glossary-add"
            >
              <Trans>Add a pair</Trans>
            </button>
          </fieldset>

          <button
            type="submit"
            className={`button is-primary ${busy ? 'is-loading' : ''}`}
            disabled={busy || !isDirty}
            aria-busy={busy}
            data-testid="brand-save"
          >
            <Trans>Save brand kit</Trans>
          </button>
        </div>
        <div className="column is-5">
          <div className="box">
            <h2 className="title is-6">
              <Trans>What the drafter receives</Trans>
            </h2>
            <p className="help mb-2">
              <Trans>Each task gets this, with only the glossary pairs its brief and source text use.</Trans>
            </p>
            {previewText === null ? (
              <p className="has-text-danger-dark" data-testid="brand-preview-invalid">
                <Trans>Fix the fields marked in red to see the preview.</Trans>
              </p>
            ) : previewText === '' ? (
              <p data-testid="brand-preview-empty">
                <Trans>Your kit is empty: the drafter works from the brief alone.</Trans>
              </p>
            ) : (
              <pre className="is-size-7" style={{ whiteSpace: 'pre-wrap' }} data-testid="brand-preview">
                {previewText}
              </pre>
            )}
          </div>
        </div>
      </div>
    </form>
  );
}
