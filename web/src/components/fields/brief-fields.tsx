import { Trans, useLingui } from '@lingui/react/macro';
import {
  CATEGORIES,
  LIMITS,
  countWords,
  type BriefCheckInput,
  type Category,
  type DeliverableType,
} from '@tasklane/domain';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { categoryLabels } from '../../lib/labels';
import { SelectField, TextAreaField, TextField } from './controls';

/** What a form that takes a brief holds in common: the task form's and the quote form's fields. */
export interface BriefFieldValues {
  title: string;
  category: Category | '';
  sourceText?: string;
}

interface Props<T extends BriefFieldValues> {
  /** The ids' prefix: `task` gives task-title, task-category, task-source. */
  prefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The test id of a field's error text. */
  errorTestId: (name: keyof BriefFieldValues) => string;
  /** The chosen category (for its hint), when the form shows one. */
  categoryHint?: ReactNode;
  /** The most words the source text may have, and its word count's test id. */
  wordLimit: number;
  wordCountTestId: string;
  /** The text of the source, for its word count. */
  sourceText: string;
  /** What stands between the category and the source text: the brief or the description. */
  children: ReactNode;
}

/** Title, category, the form's own fields, then the source text with its word count. */
export function BriefFields<T extends BriefFieldValues>(props: Props<T>) {
  const { prefix, errorTestId, categoryHint, wordLimit, wordCountTestId, sourceText, children } = props;
  const { t, i18n } = useLingui();
  const register = props.register as unknown as UseFormRegister<BriefFieldValues>;
  const errors = props.errors as FieldErrors<BriefFieldValues>;
  const words = countWords(sourceText);
  // 10,000 reads "10 000" in French: the limit is formatted in the page's language.
  const maxWords = i18n.number(wordLimit);
  return (
    <>
      <TextField
        id={`${prefix}-title`}
        label={<Trans>Title</Trans>}
        error={errors.title}
        errorTestId={errorTestId('title')}
        maxLength={LIMITS.titleMaxLength + 20}
        {...register('title')}
      />
      <SelectField
        id={`${prefix}-category`}
        label={<Trans>Category</Trans>}
        error={errors.category}
        errorTestId={errorTestId('category')}
        hint={categoryHint}
        {...register('category')}
      >
        <option value="">{t`Choose a category…`}</option>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {i18n._(categoryLabels[c])}
          </option>
        ))}
      </SelectField>
      {children}
      <TextAreaField
        id={`${prefix}-source`}
        label={<Trans>Source text (optional)</Trans>}
        error={errors.sourceText}
        errorTestId={errorTestId('sourceText')}
        rows={6}
        hint={
          <p
            className={`help ${words > wordLimit ? 'is-danger' : ''}`}
            data-testid={wordCountTestId}
            aria-live="polite"
          >
            <Trans>
              {words} / {maxWords} words
            </Trans>
          </p>
        }
        {...register('sourceText')}
      />
    </>
  );
}

/** The brief check's input from a form's values, cut to the check's limits; null without a brief. */
export function briefCheckInput(
  v: BriefFieldValues & { brief: string; deliverableType: DeliverableType; language: 'en' | 'fr' },
  locale: string,
): BriefCheckInput | null {
  if (!v.brief.trim()) return null;
  return {
    title: v.title.trim().slice(0, LIMITS.titleMaxLength),
    category: v.category,
    brief: v.brief.trim().slice(0, LIMITS.briefMaxLength),
    sourceText: (v.sourceText ?? '').slice(0, LIMITS.sourceTextMaxChars),
    deliverableType: v.deliverableType,
    language: v.language,
    locale: locale === 'fr' ? 'fr' : 'en',
  };
}
