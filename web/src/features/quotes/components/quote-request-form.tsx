import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOCALES, QUOTE_LIMITS, quoteRequestSchema, type Category, type QuoteRequestInput } from '@tasklane/domain';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { BriefCheckPanel, type CheckBriefOutput } from '../../../components/brief-check/brief-check-panel';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import type { CallableInput } from '@tasklane/domain';
import { BriefFields, briefCheckInput } from '../../../components/fields/brief-fields';
import { SelectField, TextAreaField, TextField } from '../../../components/fields/controls';

/** What the inputs hold: dates and money as typed, converted on submit. */
export interface QuoteFormValues {
  title: string;
  category: Category | '';
  description: string;
  sourceText: string;
  wantedByDate: string;
  language: 'en' | 'fr';
  budget: string;
}

export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  title: '',
  category: '',
  description: '',
  sourceText: '',
  wantedByDate: '',
  language: 'en',
  budget: '',
};

/** The end of the chosen day, local time: "by the 12th" means the whole of the 12th. */
export function endOfDayMs(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return Number.NaN;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 23, 59, 59).getTime();
}

/** The form's values as the shared request schema reads them. */
export function toRequest(v: QuoteFormValues): Record<keyof QuoteRequestInput, unknown> {
  const budget = v.budget.trim().replace(',', '.');
  return {
    title: v.title,
    category: v.category,
    description: v.description,
    sourceText: v.sourceText,
    wantedBy: v.wantedByDate ? endOfDayMs(v.wantedByDate) : undefined,
    language: v.language,
    budgetCad: budget === '' ? null : Number(budget),
  };
}

/** The shared schema on the converted values; errors land on the inputs that hold them. */
const resolver: Resolver<QuoteFormValues, unknown, QuoteRequestInput> = async (values, context, options) => {
  const inner = zodResolver(quoteRequestSchema) as unknown as Resolver<
    Record<string, unknown>,
    unknown,
    QuoteRequestInput
  >;
  const out = await inner(toRequest(values), context, options as never);
  const rename: Record<string, keyof QuoteFormValues> = { wantedBy: 'wantedByDate', budgetCad: 'budget' };
  const errors = Object.fromEntries(Object.entries(out.errors).map(([k, e]) => [rename[k] ?? k, e]));
  return { values: out.values, errors } as never;
};

interface Props {
  initial: QuoteFormValues;
  serverErrors: Record<string, string>;
  onSubmit: (values: QuoteRequestInput) => Promise<void>;
  onCheckBrief: (input: CallableInput<'checkBrief'>) => Promise<CheckBriefOutput>;
  checkErrorCode: (err: unknown) => string;
}

export function QuoteRequestForm({ initial, serverErrors, onSubmit, onCheckBrief, checkErrorCode }: Props) {
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFormValues, unknown, QuoteRequestInput>({ resolver, defaultValues: initial, mode: 'onSubmit' });

  useEffect(() => {
    const rename: Record<string, keyof QuoteFormValues> = { wantedBy: 'wantedByDate', budgetCad: 'budget' };
    for (const [field, code] of Object.entries(serverErrors)) {
      const name = rename[field] ?? field;
      if (name in EMPTY_QUOTE_FORM) setError(name as keyof QuoteFormValues, { type: 'server', message: code });
    }
  }, [serverErrors, setError]);

  const today = new Date();
  const minDate = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate data-testid="quote-form">
      <BriefFields
        prefix="quote"
        register={register}
        errors={errors}
        errorTestId={(name) => `quote-error-${name}`}
        wordLimit={QUOTE_LIMITS.sourceMaxWords}
        wordCountTestId="quote-word-count"
        sourceText={watch('sourceText') ?? ''}
      >
        <TextAreaField
          id="quote-description"
          label={<Trans>Describe the project</Trans>}
          help={<Trans>What should we deliver, for whom, and what does “done” look like?</Trans>}
          error={errors.description}
          errorTestId="quote-error-description"
          rows={6}
          {...register('description')}
        />
      </BriefFields>

      <div className="columns is-multiline">
        <div className="column is-half-tablet">
          <TextField
            id="quote-wanted-by"
            label={<Trans>Needed by</Trans>}
            error={errors.wantedByDate}
            errorTestId="quote-error-wantedByDate"
            type="date"
            min={minDate}
            {...register('wantedByDate')}
          />
        </div>
        <div className="column is-half-tablet">
          <SelectField id="quote-language" label={<Trans>Working language</Trans>} {...register('language')}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {l === 'fr' ? t`French` : t`English`}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="column is-half-tablet">
          <TextField
            id="quote-budget"
            label={<Trans>Budget in CAD (optional)</Trans>}
            error={errors.budget}
            errorTestId="quote-error-budget"
            inputMode="decimal"
            {...register('budget')}
          />
        </div>
      </div>

      <BriefCheckPanel
        getInput={() => {
          const v = getValues();
          return briefCheckInput({ ...v, brief: v.description, deliverableType: 'text' }, i18n.locale);
        }}
        onCheck={onCheckBrief}
        errorCode={checkErrorCode}
        quoteHref={paths.quotes.getHref()}
        onAcceptRewrite={(rewrite) => setValue('description', rewrite, { shouldDirty: true })}
      />

      <div className="field mt-4">
        <SubmitButton busy={isSubmitting} className="is-primary" testId="quote-submit">
          <Trans>Request a quote</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
