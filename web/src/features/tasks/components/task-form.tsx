import { Trans, useLingui } from '@lingui/react/macro';
import {
  DELIVERABLE_TYPES,
  LIMITS,
  outOfScopeMatches,
  bilingualSurchargeOf,
  priceOf,
  type BriefCheckLink,
  type PublicSettings,
  type TaskInput,
  type CallableInput,
} from '@tasklane/domain';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BriefCheckPanel, type CheckBriefOutput } from '../../../components/brief-check/brief-check-panel';
import { useForm } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { categoryHints, deliverableLabels } from '../../../lib/labels';
import { BriefFields, briefCheckInput } from '../../../components/fields/brief-fields';
import { SelectField, TextAreaField } from '../../../components/fields/controls';
import type { QueueSnapshotState } from '../api/use-queue-snapshot';
import { InsufficientCredits } from './insufficient-credits';
import { EMPTY_TASK, useDraftAutosave, type TaskFormValues } from './task-draft';
import { TierField } from './tier-field';
import { taskInputResolver, preloadResolver } from './lazy-task-resolver';
import { PricePreview } from './price-preview';
import { OutOfScopeNotice } from './out-of-scope-notice';
import { SourceLanguageField } from './source-language-field';

// The form's parts: its saved draft (task-draft), the per-tier queue estimates (queue-estimate,
// tier-field), its lazily loaded rules (lazy-task-resolver), the price and the out-of-scope notice.
export { clearDraft, loadDraft, type TaskFormValues } from './task-draft';
export { tierEstimate } from './queue-estimate';

interface Props {
  settings: PublicSettings;
  /** The queue's counts, for the per-tier estimates. */
  queue: QueueSnapshotState;
  /** null while the wallet is loading. */
  balance: number | null;
  initial: TaskFormValues;
  serverErrors: Record<string, string>;
  onSubmit: (values: TaskInput, briefCheck?: BriefCheckLink) => Promise<void>;
  /** Runs the brief check; without it the form has no check step. */
  onCheckBrief?: (input: CallableInput<'checkBrief'>) => Promise<CheckBriefOutput>;
  checkErrorCode?: (err: unknown) => string;
  /** Pays for this one task by card (Stripe Checkout) instead of credits. */
  onPayByCard?: (values: TaskInput) => Promise<void>;
  /** Shown before the price: the files to send with the task. */
  files?: ReactNode;
}

export function TaskForm({
  settings,
  queue,
  balance,
  initial,
  serverErrors,
  onSubmit,
  onPayByCard,
  onCheckBrief,
  checkErrorCode,
  files,
}: Props) {
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TaskFormValues, unknown, TaskInput>({
    resolver: taskInputResolver,
    defaultValues: initial,
    mode: 'onSubmit',
  });

  useDraftAutosave(watch);

  useEffect(() => {
    for (const [field, code] of Object.entries(serverErrors)) {
      if (field in EMPTY_TASK) setError(field as keyof TaskFormValues, { type: 'server', message: code });
    }
  }, [serverErrors, setError]);

  // What the customer did with the brief check, sent with the submission.
  const briefCheck = useRef<BriefCheckLink | null>(null);

  const category = watch('category');
  const tier = watch('tier');
  const brief = watch('brief');
  const title = watch('title');
  const sourceText = watch('sourceText');
  const bilingual = watch('bilingual') === true;
  const language = watch('language');
  const price = category ? priceOf(category, tier, settings, { bilingual }) : null;
  const bilingualSurcharge = bilingualSurchargeOf(settings);
  const outOfScope = useMemo(() => outOfScopeMatches(`${title ?? ''}\n${brief ?? ''}`), [title, brief]);
  const short = price !== null && balance !== null && balance < price.credits;
  const [paying, setPaying] = useState(false);
  const payByCard = onPayByCard
    ? () =>
        void handleSubmit(async (values) => {
          setPaying(true);
          try {
            await onPayByCard(values);
          } finally {
            setPaying(false);
          }
        })()
    : undefined;

  return (
    <form
      onSubmit={(e) => void handleSubmit((values) => onSubmit(values, briefCheck.current ?? undefined))(e)}
      onFocusCapture={preloadResolver}
      noValidate
      data-testid="task-form"
    >
      <BriefFields
        prefix="task"
        register={register}
        errors={errors}
        errorTestId={(name) => `error-${name}`}
        categoryHint={
          category ? (
            <p className="help" data-testid="category-hint">
              {i18n._(categoryHints[category])}
            </p>
          ) : null
        }
        wordLimit={LIMITS.maxWords}
        wordCountTestId="word-count"
        sourceText={sourceText ?? ''}
      >
        <TierField settings={settings} queue={queue} register={register} error={errors.tier} />
        <TextAreaField
          id="task-brief"
          label={<Trans>Brief</Trans>}
          help={<Trans>What should we do, for whom, in which tone? One deliverable per task.</Trans>}
          error={errors.brief}
          errorTestId="error-brief"
          rows={5}
          {...register('brief')}
        />
        {outOfScope.length > 0 ? (
          <OutOfScopeNotice title={title ?? ''} brief={brief ?? ''} sourceText={sourceText ?? ''} />
        ) : null}
      </BriefFields>
      {(sourceText ?? '').trim() ? (
        <SourceLanguageField value={watch('sourceLanguage')} onChange={(v) => setValue('sourceLanguage', v)} />
      ) : null}

      <div className="columns">
        <div className="column">
          <SelectField
            id="task-deliverable"
            label={<Trans>Deliverable</Trans>}
            error={errors.deliverableType}
            errorTestId="error-deliverableType"
            {...register('deliverableType')}
          >
            {DELIVERABLE_TYPES.map((d) => (
              <option key={d} value={d}>
                {i18n._(deliverableLabels[d])}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="column">
          {/* One choice for two fields: "both" keeps the language of the source and orders both texts. */}
          <SelectField
            id="task-language"
            label={<Trans>Language of the work</Trans>}
            error={errors.language}
            errorTestId="error-language"
            value={bilingual ? 'both' : language}
            onChange={(e) => {
              const v = e.target.value;
              setValue('bilingual', v === 'both', { shouldDirty: true });
              if (v === 'en' || v === 'fr') setValue('language', v, { shouldDirty: true });
            }}
            hint={
              <p className="help" data-testid="bilingual-hint">
                {bilingualSurcharge === 1 ? (
                  <Trans>English and French: both texts side by side, +1 credit, within the tier's hours.</Trans>
                ) : (
                  <Trans>
                    English and French: both texts side by side, +{bilingualSurcharge} credits, within the tier's hours.
                  </Trans>
                )}
              </p>
            }
          >
            <option value="en">English</option>
            <option value="fr" lang="fr">
              Français
            </option>
            <option value="both">{t`English and French`}</option>
          </SelectField>
        </div>
      </div>

      {onCheckBrief ? (
        <BriefCheckPanel
          getInput={() => briefCheckInput(getValues(), i18n.locale)}
          onCheck={onCheckBrief}
          errorCode={checkErrorCode}
          quoteHref={paths.quotes.getHref()}
          onAcceptRewrite={(rewrite) => setValue('brief', rewrite, { shouldDirty: true })}
          onChange={(link) => (briefCheck.current = link)}
        />
      ) : null}

      {files}
      <PricePreview price={price} balance={balance} />

      {short && price ? (
        <InsufficientCredits needed={price.credits} balance={balance} onPayByCard={payByCard} paying={paying} />
      ) : null}

      <div className="field is-grouped is-grouped-multiline">
        <div className="control">
          <button
            type="submit"
            className={`button is-primary is-medium ${isSubmitting && !paying ? 'is-loading' : ''}`}
            disabled={isSubmitting || short}
            data-testid="submit-task"
          >
            <Trans>Submit and pay with credits</Trans>
          </button>
        </div>
        {payByCard && !short ? (
          <div className="control">
            <button
              type="button"
              className={`button is-medium ${paying ? 'is-loading' : ''}`}
              disabled={isSubmitting}
              aria-busy={paying}
              onClick={payByCard}
              data-testid="pay-by-card"
            >
              <Trans>Pay by card instead</Trans>
            </button>
          </div>
        ) : null}
      </div>
    </form>
  );
}
