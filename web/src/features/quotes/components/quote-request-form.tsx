import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CATEGORIES,
  LIMITS,
  LOCALES,
  QUOTE_LIMITS,
  countWords,
  quoteRequestSchema,
  type Category,
  type QuoteRequestInput,
} from '@tasklane/domain';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { BriefCheckPanel, type CheckBriefOutput } from '../../../components/brief-check/brief-check-panel';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import type { CallableInput } from '@tasklane/domain';
import { categoryLabels } from '../../../lib/labels';
import { validationMessage } from '../../../lib/validation-messages';

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
  // 10,000 reads "10 000" in French: the limit is formatted in the page's language.
  const maxWords = i18n.number(QUOTE_LIMITS.sourceMaxWords);
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

  const words = countWords(watch('sourceText') ?? '');
  const err = (name: keyof QuoteFormValues) => {
    const e = errors[name];
    if (!e) return null;
    return (
      <p className="help is-danger" id={`quote-${name}-error`} data-testid={`quote-error-${name}`}>
        {i18n._(validationMessage(e.message))}
      </p>
    );
  };
  const aria = (name: keyof QuoteFormValues) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `quote-${name}-error` : undefined,
  });
  const today = new Date();
  const minDate = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate data-testid="quote-form">
      <div className="field">
        <label className="label" htmlFor="quote-title">
          <Trans>Title</Trans>
        </label>
        <div className="control">
          <input
            id="quote-title"
            className={`input ${errors.title ? 'is-danger' : ''}`}
            maxLength={LIMITS.titleMaxLength + 20}
            {...register('title')}
            {...aria('title')}
          />
        </div>
        {err('title')}
      </div>

      <div className="field">
        <label className="label" htmlFor="quote-category">
          <Trans>Category</Trans>
        </label>
        <div className="control">
          <div className={`select is-fullwidth ${errors.category ? 'is-danger' : ''}`}>
            <select id="quote-category" {...register('category')} {...aria('category')}>
              <option value="">{t`Choose a category…`}</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {i18n._(categoryLabels[c])}
                </option>
              ))}
            </select>
          </div>
        </div>
        {err('category')}
      </div>

      <div className="field">
        <label className="label" htmlFor="quote-description">
          <Trans>Describe the project</Trans>
        </label>
        <p className="help mb-1">
          <Trans>What should we deliver, for whom, and what does “done” look like?</Trans>
        </p>
        <div className="control">
          <textarea
            id="quote-description"
            rows={6}
            className={`textarea ${errors.description ? 'is-danger' : ''}`}
            {...register('description')}
            {...aria('description')}
          />
        </div>
        {err('description')}
      </div>

      <div className="field">
        <label className="label" htmlFor="quote-source">
          <Trans>Source text (optional)</Trans>
        </label>
        <div className="control">
          <textarea
            id="quote-source"
            rows={6}
            className={`textarea ${errors.sourceText ? 'is-danger' : ''}`}
            {...register('sourceText')}
            {...aria('sourceText')}
          />
        </div>
        <p
          className={`help ${words > QUOTE_LIMITS.sourceMaxWords ? 'is-danger' : ''}`}
          data-testid="quote-word-count"
          aria-live="polite"
        >
          <Trans>
            {words} / {maxWords} words
          </Trans>
        </p>
        {err('sourceText')}
      </div>

      <div className="columns is-multiline">
        <div className="column is-half-tablet">
          <div className="field">
            <label className="label" htmlFor="quote-wanted-by">
              <Trans>Needed by</Trans>
            </label>
            <div className="control">
              <input
                id="quote-wanted-by"
                type="date"
                min={minDate}
                className={`input ${errors.wantedByDate ? 'is-danger' : ''}`}
                {...register('wantedByDate')}
                {...aria('wantedByDate')}
              />
            </div>
            {err('wantedByDate')}
          </div>
        </div>
        <div className="column is-half-tablet">
          <div className="field">
            <label className="label" htmlFor="quote-language">
              <Trans>Working language</Trans>
            </label>
            <div className="control">
              <div className="select is-fullwidth">
                <select id="quote-language" {...register('language')}>
                  {LOCALES.map((l) => (
                    <option key={l} value={l}>
                      {l === 'fr' ? t`French` : t`English`}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </div>
        </div>
        <div className="column is-half-tablet">
          <div className="field">
            <label className="label" htmlFor="quote-budget">
              <Trans>Budget in CAD (optional)</Trans>
            </label>
            <div className="control">
              <input
                id="quote-budget"
                inputMode="decimal"
                className={`input ${errors.budget ? 'is-danger' : ''}`}
                {...register('budget')}
                {...aria('budget')}
              />
            </div>
            {err('budget')}
          </div>
        </div>
      </div>

      <BriefCheckPanel
        getInput={() => {
          const v = getValues();
          if (!v.description.trim()) return null;
          return {
            title: v.title.trim().slice(0, LIMITS.titleMaxLength),
            category: v.category,
            brief: v.description.trim().slice(0, LIMITS.briefMaxLength),
            sourceText: v.sourceText.slice(0, LIMITS.sourceTextMaxChars),
            deliverableType: 'text',
            language: v.language,
            locale: i18n.locale === 'fr' ? 'fr' : 'en',
          };
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
